// Task graph files (the SP conversion report, §8.2): STG with its dummy entry and exit tasks, DOT
// with attributes, comments, quoted names and chains, written and read back; malformed files name the line.
#include <doctest/doctest.h>

#include <pebble/graph/formats.hpp>

#include <string>
#include <vector>

using namespace pebble::graph;

TEST_CASE("STG: the real tasks, their costs and precedences; the dummy entry and exit dropped") {
  const std::string stg = "4\n"
                          "0 0 0\n"
                          "1 5 1 0\n"
                          "2 3 1 0\n"
                          "# a comment line\n"
                          "3 7 2 1 2\n"
                          "4 2 1 1\n"
                          "5 0 2 3 4\n"
                          "#trailing notes of the task graph set\n";
  const task_graph t = read_stg(stg);
  REQUIRE(t.graph.size() == 4);
  CHECK(t.cost == std::vector<double>{5, 3, 7, 2});
  CHECK(t.names == std::vector<std::string>{"1", "2", "3", "4"});
  CHECK(t.graph.edges() == std::vector<edge>{{0, 2}, {0, 3}, {1, 2}});
  CHECK(measure(t.graph, t.cost).span == 12);
}

TEST_CASE("STG errors name the line") {
  CHECK_THROWS_WITH_AS((void)read_stg(""), "the file is empty: expected the number of tasks on the first line",
                       graph_format_error);
  CHECK_THROWS_AS((void)read_stg(""), pebble::error);  // one error type: every pebble failure is a pebble::error
  CHECK_THROWS_WITH_AS((void)read_stg("2\n0 0 0\n1 4 1 0\n"),
                       "line 1: the file says 2 tasks, but 4 task lines (with the dummy entry and exit) do not fit in "
                       "the 2 lines that follow",
                       graph_format_error);
  CHECK_THROWS_WITH_AS((void)read_stg("2\n0 0 0\n# a comment\n1 4 1 0\n# 1\n"),
                       "the file ends after 2 of the 4 task lines (tasks 0 .. 3, with the dummy entry and exit)",
                       graph_format_error);
  CHECK_THROWS_WITH_AS((void)read_stg("1\n0 0 0\n1 4 2 0\n2 0 1 1\n"), "line 3: task 1 says 2 predecessors but lists 1",
                       graph_format_error);
  CHECK_THROWS_WITH_AS((void)read_stg("1\n0 0 0\n1 x 1 0\n2 0 1 1\n"),
                       "line 3: task 1: the cost 'x' is not a number >= 0", graph_format_error);
  CHECK_THROWS_WITH_AS((void)read_stg("1\n0 0 0\n2 1 1 0\n\n"),
                       "the file ends after 2 of the 3 task lines (tasks 0 .. 2, with the dummy entry and exit)",
                       graph_format_error);
  CHECK_THROWS_WITH_AS((void)read_stg("1\n0 0 0\n1 1 1 0\n1 1 1 0\n"),
                       "line 4: task 1 is listed twice (also on line 3)", graph_format_error);
  CHECK_THROWS_WITH_AS((void)read_stg("1\n0 0 0\n5 1 1 0\n2 0 1 1\n"), "line 3: task 5 is beyond the tasks 0 .. 2",
                       graph_format_error);
  CHECK_THROWS_WITH_AS((void)read_stg("1\n0 0 1 1\n1 1 1 0\n2 0 1 1\n"),
                       "line 2: task 0 is the dummy entry task: it cannot have predecessors", graph_format_error);
  CHECK_THROWS_WITH_AS((void)read_stg("2\n0 0 0\n1 1 1 3\n2 1 1 1\n3 0 1 2\n"),
                       "line 3: task 1: predecessor 3 is the dummy exit task, which precedes nothing",
                       graph_format_error);
  CHECK_THROWS_WITH_AS((void)read_stg("1\n0 0 0\n1 1 1 1\n2 0 1 1\n"), "line 3: task 1 names itself as a predecessor",
                       graph_format_error);
  // text after the exit task is not silently ignored (comments are)
  CHECK_THROWS_WITH_AS(
      (void)read_stg("1\n0 0 0\n1 1 1 0\n2 0 1 1\n# fine\n3 1 1 2\n"),
      "line 6: text after the last of the 3 task lines (only comment lines starting with '#' may follow them)",
      graph_format_error);
  // a count of tasks the file cannot hold is refused before anything is allocated for it
  CHECK_THROWS_WITH_AS((void)read_stg("2000000000000\n0 0 0\n"),
                       "line 1: the number of tasks '2000000000000' is too large", graph_format_error);
  CHECK_THROWS_WITH_AS((void)read_stg("99999999999999999999999\n"),
                       "line 1: the number of tasks '99999999999999999999999' is too large", graph_format_error);
  CHECK_THROWS_WITH_AS((void)read_stg("500000000\n0 0 0\n"),
                       "line 1: the file says 500000000 tasks, but 500000002 task lines (with the dummy entry and "
                       "exit) do not fit in the 1 lines that follow",
                       graph_format_error);
  CHECK_THROWS_WITH_AS((void)read_stg("-3\n"),
                       "line 1: expected the number of tasks (a non-negative integer), found '-3'", graph_format_error);
  // a non-ASCII word is shown whole, other bytes as \xHH
  CHECK_THROWS_WITH_AS((void)read_stg("1\n0 0 0\n1 \xc3\xa9t\xe9 1 0\n2 0 1 1\n"),
                       "line 3: task 1: the cost '\xc3\xa9t\\xe9' is not a number >= 0", graph_format_error);
  // a cost must be finite: nan and inf would poison W∞
  CHECK_THROWS_WITH_AS((void)read_stg("1\n0 0 0\n1 nan 1 0\n2 0 1 1\n"),
                       "line 3: task 1: the cost 'nan' is not a number >= 0", graph_format_error);
  CHECK_THROWS_WITH_AS((void)read_stg("1\n0 0 0\n1 inf 1 0\n2 0 1 1\n"),
                       "line 3: task 1: the cost 'inf' is not a number >= 0", graph_format_error);
}

TEST_CASE("STG: tasks in any order; a cycle is read as it is (the tool and the algorithms name it)") {
  // task 2 listed first, task 1 after the tasks it precedes
  const task_graph t = read_stg("3\n# any order\n4 0 1 1\n2 2 1 0\n3 3 1 1\n0 0 0\n1 1 1 2\n");
  REQUIRE(t.graph.size() == 3);
  CHECK(t.names == std::vector<std::string>{"1", "2", "3"});
  CHECK(t.cost == std::vector<double>{1, 2, 3});
  CHECK(t.graph.edges() == std::vector<edge>{{0, 2}, {1, 0}});
  CHECK(topological_order(t.graph) == std::vector<vertex>{1, 0, 2});
  const task_graph cyclic = read_stg("2\n0 0 0\n1 1 1 2\n2 1 1 1\n3 0 2 1 2\n");
  CHECK(find_cycle(cyclic.graph) == std::vector<vertex>{0, 1});
  CHECK_THROWS_WITH_AS((void)topological_order(cyclic.graph), "pebble::graph: the graph has a cycle: 0 -> 1 -> 0",
                       pebble::error);
}

TEST_CASE("DOT: UTF-8 names as Graphviz reads them; text after the graph is an error") {
  const task_graph t = read_dot("digraph g { Übergabe -> задача -> 計算 [cost=2] ; 計算 [cost=3] }\n");
  CHECK(t.names == std::vector<std::string>{"Übergabe", "задача", "計算"});
  CHECK(t.cost == std::vector<double>{1, 1, 3});
  CHECK_THROWS_WITH_AS((void)read_dot("digraph g { a -> b }\ndigraph h { c -> d }\n"),
                       "line 2: text after the graph's closing '}': 'd' (a file holds one graph)", graph_format_error);
  CHECK_NOTHROW((void)read_dot("digraph g { a -> b }\n// a comment after it\n"));
  CHECK_THROWS_WITH_AS((void)read_dot("digraph g { a -> ; }"), "line 1: expected a node name after '->'",
                       graph_format_error);
  CHECK_THROWS_WITH_AS((void)read_dot("digraph g { a -> b ! }"), "line 1: expected a node name, found '!'",
                       graph_format_error);
  CHECK_THROWS_WITH_AS((void)read_dot("digraph g { a -> b ; \x01 }"), "line 1: expected a node name, found '\\x01'",
                       graph_format_error);
}

TEST_CASE("DOT: chains, node costs, quoted names, comments and ignored attributes") {
  const std::string dot = "// a task graph\n"
                          "digraph g {\n"
                          "  graph [rankdir=LR];\n"
                          "  node [shape=box]\n"
                          "  load -> \"split data\" -> work1 -> merge [color=red];\n"
                          "  \"split data\" -> work2; work2 -> merge\n"
                          "  /* costs */ work1 [cost=4.5, label=\"w1\"]; work2 [weight=2]\n"
                          "  rankdir = TB\n"
                          "}\n";
  const task_graph t = read_dot(dot);
  REQUIRE(t.graph.size() == 5);
  CHECK(t.names == std::vector<std::string>{"load", "split data", "work1", "merge", "work2"});
  CHECK(t.cost == std::vector<double>{1, 1, 4.5, 1, 2});
  CHECK(t.graph.edges() == std::vector<edge>{{0, 1}, {1, 2}, {1, 4}, {2, 3}, {4, 3}});
  // written and read back
  const task_graph back = read_dot(write_dot(t.graph, t.names, t.cost));
  CHECK(back.names == t.names);
  CHECK(back.cost == t.cost);
  CHECK(back.graph.edges() == t.graph.edges());
}

TEST_CASE("DOT: keywords are keywords only unquoted (found by fuzzing: a task named node)") {
  const dag g(3, std::vector<edge>{{0, 1}, {1, 2}});
  const std::vector<std::string> names = {"node", "edge", ""};
  const task_graph back = read_dot(write_dot(g, names, {1, 1, 1}));
  CHECK(back.names == names);
  CHECK(back.graph.edges() == g.edges());
  // unquoted, in any case, they are Graphviz's keywords
  const task_graph t = read_dot("DiGraph g { NODE [shape=box]; a -> b }");
  CHECK(t.names == std::vector<std::string>{"a", "b"});
}

TEST_CASE("DOT: costs are written with every digit they need (a stream's six digits lost them)") {
  const dag g(3, std::vector<edge>{{0, 1}, {1, 2}});
  const std::vector<double> cost = {4.123456789, 1e-300, 123456789012.5};
  const task_graph back = read_dot(write_dot(g, {"a", "b", "c"}, cost));
  CHECK(back.cost == cost);
  // a large cost's exponent has a '+' (1e+22), which a DOT numeral cannot hold:
  // written quoted, read back the same (a fuzzer found the round trip broken)
  const std::vector<double> large = {2.2222222222222223e+95, 1e22, 5};
  const std::string text = write_dot(g, {"a", "b", "c"}, large);
  CHECK(text.find("[cost=\"1e+22\"]") != std::string::npos);
  CHECK(read_dot(text).cost == large);
}

TEST_CASE("DOT: names with quotes and backslashes are written escaped and read back as they were") {
  const std::vector<std::string> names = {"say \"hi\"", "C:\\tmp", "plain"};
  const dag g(3, std::vector<edge>{{0, 1}, {1, 2}});
  const task_graph back = read_dot(write_dot(g, names, {1, 2, 3}));
  CHECK(back.names == names);
  CHECK(back.cost == std::vector<double>{1, 2, 3});
  CHECK(back.graph.edges() == g.edges());
}

TEST_CASE("DOT errors name the line") {
  CHECK_THROWS_WITH_AS((void)read_dot("graph g { a -- b }"),
                       "line 1: expected 'digraph' (pebble reads directed graphs)", graph_format_error);
  CHECK_THROWS_WITH_AS((void)read_dot("digraph g {\n a -- b\n}"),
                       "line 2: '--' is an undirected edge; pebble reads directed graphs (->)", graph_format_error);
  CHECK_THROWS_WITH_AS((void)read_dot("digraph g {\n a -> \n}"), "line 3: expected a node name after '->'",
                       graph_format_error);
  CHECK_THROWS_WITH_AS((void)read_dot("digraph g {\n a [cost=-1]\n}"), "line 2: the cost '-1' is not a number >= 0",
                       graph_format_error);
  CHECK_THROWS_WITH_AS((void)read_dot("digraph g {\n a [weight=NaN]\n}"),
                       "line 2: the weight 'NaN' is not a number >= 0", graph_format_error);
  CHECK_THROWS_WITH_AS((void)read_dot("digraph g {\n a -> b\n"), "line 3: the graph is not closed with '}'",
                       graph_format_error);
}
