// The `pebble` tool's Matrix Market files (examples/pebble/matrix_market.hpp): array and coordinate,
// general, symmetric and skew-symmetric matrices read into dense column-major doubles; written and
// read back bit for bit; every malformed or hostile file refused with one line naming the line.
#include <doctest/doctest.h>

#include "matrix_market.hpp"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <limits>
#include <string>
#include <vector>

using pebble_tool::dense_matrix;
using pebble_tool::read_matrix_market;

namespace {

constexpr std::int64_t budget = 1 << 20;

dense_matrix read(const std::string& text, std::int64_t max_elements = budget) {
  return read_matrix_market(text, "matrix file 'A.mtx'", max_elements);
}

/// The message of the input_error that reading `text` throws, or "no error".
std::string error_of(const std::string& text, std::int64_t max_elements = budget) {
  try {
    read(text, max_elements);
  } catch (const pebble_tool::input_error& e) {
    return e.what();
  }
  return "no error";
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

bool same_bits(const dense_matrix& a, const dense_matrix& b) {
  return a.rows == b.rows && a.cols == b.cols && a.values.size() == b.values.size() &&
         (a.values.empty() || std::memcmp(a.values.data(), b.values.data(), a.values.size() * sizeof(double)) == 0);
}

const std::string general_header = "%%MatrixMarket matrix coordinate real general\n";
const std::string symmetric_header = "%%MatrixMarket matrix coordinate real symmetric\n";

}  // namespace

#define CHECK_ERROR(text, ...)                                             \
  do {                                                                     \
    const std::string message = error_of(text);                            \
    INFO(message);                                                         \
    for (const char* part : {__VA_ARGS__}) CHECK(contains(message, part)); \
    CHECK(!contains(message, "\n"));                                       \
  } while (false)

TEST_CASE("array general: column-major values, comments and blank lines, CRLF, keywords in any case") {
  const dense_matrix m = read("%%MatrixMarket MATRIX Array Real GENERAL\r\n"
                              "% a comment\r\n"
                              "\r\n"
                              "  % an indented comment\n"
                              "2 3\r\n"
                              "1\r\n"
                              "-2.5\n"
                              "\t+3e2  \n"
                              "4.0E-1\n"
                              "\n"
                              "5\n"
                              "-0\n"
                              "% trailing comment\n");
  REQUIRE(m.rows == 2);
  REQUIRE(m.cols == 3);
  CHECK(!m.symmetric);
  CHECK(m.values == std::vector<double>{1, -2.5, 300, 0.4, 5, -0.0});
  CHECK(m.at(1, 0) == -2.5);
  CHECK(m.at(0, 1) == 300);
  CHECK(m.at(1, 2) == 0);
  CHECK(std::signbit(m.at(1, 2)));
}

TEST_CASE("array symmetric: the lower triangle column by column; skew-symmetric: strictly below") {
  const dense_matrix s = read("%%MatrixMarket matrix array real symmetric\n3 3\n1\n2\n3\n4\n5\n6\n");
  REQUIRE(s.rows == 3);
  CHECK(s.symmetric);
  // [1 2 3; 2 4 5; 3 5 6]
  CHECK(s.values == std::vector<double>{1, 2, 3, 2, 4, 5, 3, 5, 6});
  const dense_matrix k = read("%%MatrixMarket matrix array integer skew-symmetric\n3 3\n1\n2\n3\n");
  CHECK(!k.symmetric);
  // [0 -1 -2; 1 0 -3; 2 3 0]
  CHECK(k.values == std::vector<double>{0, 1, 2, -1, 0, 3, -2, -3, 0});
  const dense_matrix one = read("%%MatrixMarket matrix array real skew-symmetric\n1 1\n");
  CHECK(one.values == std::vector<double>{0});
}

TEST_CASE("coordinate general and symmetric: 1-based entries in any order, missing entries zero") {
  const dense_matrix g = read(general_header + "% comment\n3 2 3\n3 2 7.5\n1 1 -1\n2 1 4\n");
  REQUIRE(g.rows == 3);
  REQUIRE(g.cols == 2);
  CHECK(g.values == std::vector<double>{-1, 4, 0, 0, 0, 7.5});
  const dense_matrix s = read(symmetric_header + "3 3 4\n1 1 4\n3 1 -1\n2 2 5\n3 2 2\n");
  CHECK(s.symmetric);
  CHECK(s.values == std::vector<double>{4, 0, -1, 0, 5, 2, -1, 2, 0});
  const dense_matrix p = read("%%matrixmarket matrix coordinate pattern symmetric\n2 2 2\n2 1\n2 2\n");
  CHECK(p.values == std::vector<double>{0, 1, 1, 1});
  const dense_matrix i = read("%%MatrixMarket matrix coordinate integer general\n1 2 1\n1 2 -9007199254740993\n");
  CHECK(i.at(0, 1) == -9007199254740992.0);  // the nearest double
  const dense_matrix k = read("%%MatrixMarket matrix coordinate double skew-symmetric\n2 2 1\n2 1 3\n");
  CHECK(k.values == std::vector<double>{0, 3, -3, 0});
  const dense_matrix zero = read(general_header + "2 2 0\n");
  CHECK(zero.values == std::vector<double>{0, 0, 0, 0});
}

TEST_CASE("round trip: write, then read, gives the same doubles bit for bit") {
  dense_matrix m{3, 4, {}, false};
  const double awkward[] = {0.1,
                            -0.0,
                            1.0 / 3.0,
                            std::numeric_limits<double>::max(),
                            std::numeric_limits<double>::lowest(),
                            std::numeric_limits<double>::min(),
                            std::numeric_limits<double>::denorm_min(),
                            -std::numeric_limits<double>::denorm_min(),
                            123456789012345678.0,
                            2.5e-308,
                            std::nextafter(1.0, 2.0),
                            -7};
  m.values.assign(std::begin(awkward), std::end(awkward));
  const std::string text = pebble_tool::write_matrix_market_array(m);
  CHECK(text.starts_with("%%MatrixMarket matrix array real general\n3 4\n0.1\n-0\n"));
  const dense_matrix back = read(text);
  CHECK(same_bits(m, back));
  CHECK(!back.symmetric);
  // and a symmetric file read, written and read back again
  const dense_matrix s = read(symmetric_header + "3 3 3\n1 1 0.3\n3 1 1e-300\n3 3 -2\n");
  CHECK(same_bits(s, read(pebble_tool::write_matrix_market_array(s))));
}

TEST_CASE("files: written and read back; unwritable paths and a full disk are input errors") {
  const auto path = (std::filesystem::temp_directory_path() / "pebble_unit_tool_matrix_market.mtx").string();
  dense_matrix m{2, 2, {1.5, -2, 0.25, 1e100}, false};
  pebble_tool::write_matrix_market_file(path, m);
  CHECK(same_bits(m, pebble_tool::read_matrix_market_file(path, budget)));
  std::filesystem::remove(path);
  try {
    pebble_tool::read_matrix_market_file(path, budget);
    FAIL("a missing file was read");
  } catch (const pebble_tool::input_error& e) {
    CHECK(std::string(e.what()) == "matrix file '" + path + "': cannot be read");
  }
  try {
    pebble_tool::write_matrix_market_file("/nonexistent-directory/x.mtx", m);
    FAIL("written into a missing directory");
  } catch (const pebble_tool::input_error& e) {
    CHECK(std::string(e.what()) ==
          "matrix file '/nonexistent-directory/x.mtx': cannot be written: No such file or directory");
  }
  if (std::filesystem::exists("/dev/full")) {
    try {
      pebble_tool::write_matrix_market_file("/dev/full", m);
      FAIL("written onto a full disk");
    } catch (const pebble_tool::input_error& e) {
      CHECK(std::string(e.what()) == "matrix file '/dev/full': cannot be written: No space left on device");
    }
  }
  CHECK_THROWS_AS(pebble_tool::write_matrix_market_array(dense_matrix{2, 2, {1, 2, 3}, false}), std::invalid_argument);
}

TEST_CASE("the header: empty files, binary junk, unsupported kinds, each a one-line error naming the line") {
  CHECK_ERROR("", "matrix file 'A.mtx': the file is empty; expected the Matrix Market header");
  CHECK_ERROR(std::string("\x7f"
                          "ELF\x02\x01\x01\x00\x00\n\xff\xfe",
                          13),
              "matrix file 'A.mtx': line 1, column 1: expected the Matrix Market header", "got '\\x7fELF\\x02");
  CHECK_ERROR("1 1\n1\n", "line 1, column 1: expected the Matrix Market header");
  CHECK_ERROR("\n%%MatrixMarket matrix array real general\n1 1\n1\n",
              "line 1, column 1: expected the Matrix Market header '%%MatrixMarket matrix array|coordinate "
              "real|integer|pattern general|symmetric|skew-symmetric'; got an empty line");
  CHECK(read("\xef\xbb\xbf%%MatrixMarket matrix array real general\n1 1\n2\n").values == std::vector<double>{2});
  CHECK_ERROR("%%MatrixMarket matrix\n", "line 1, column 22: the header ends before the format");
  CHECK_ERROR("%%MatrixMarket vector array real general\n", "line 1, column 16: pebble reads matrices");
  CHECK_ERROR("%%MatrixMarket matrix dense real general\n",
              "line 1, column 23: expected the format array or coordinate");
  CHECK_ERROR("%%MatrixMarket matrix coordinate complex general\n",
              "line 1, column 34: complex matrices are not supported; pebble reads real, integer and pattern");
  CHECK_ERROR("%%MatrixMarket matrix coordinate real hermitian\n",
              "line 1, column 39: hermitian matrices are not supported");
  CHECK_ERROR("%%MatrixMarket matrix coordinate real upper\n",
              "expected the symmetry general, symmetric or skew-symmetric");
  CHECK_ERROR("%%MatrixMarket matrix array pattern general\n",
              "line 1, column 29: a pattern matrix is in coordinate format only");
  CHECK_ERROR("%%MatrixMarket matrix coordinate pattern skew-symmetric\n", "a pattern matrix is general or symmetric");
  CHECK_ERROR("%%MatrixMarket matrix array real general extra words\n",
              "line 1, column 42: unexpected text 'extra words' after the header");
  CHECK_ERROR("%%MatrixMarket matrix array real general\n",
              "the file ends after line 1 before the size line ('rows cols')");
  CHECK_ERROR(general_header + "% only comments\n\n",
              "the file ends after line 3 before the size line ('rows cols entries')");
}

TEST_CASE("the size line: whole numbers without overflow, square when symmetric, within the budget") {
  CHECK_ERROR(general_header + "3 -3 1\n",
              "line 2, column 3: expected the number of columns, a whole number; got '-3'");
  CHECK_ERROR(general_header + "3 3.0 1\n", "line 2, column 3: expected the number of columns");
  CHECK_ERROR(general_header + "3 3\n", "line 2, column 4: the size line ends before the number of entries");
  CHECK_ERROR(general_header + "3 3 1 x\n1 1 1\n", "line 2, column 7: unexpected text 'x' after the size line");
  CHECK_ERROR(general_header + "99999999999999999999 3 1\n",
              "line 2, column 1: the number of rows '99999999999999999999' is more than 2^63 - 1");
  CHECK_ERROR(general_header + "0 3 0\n", "line 2, column 1: a matrix has at least 1 row and 1 column; got 0 x 3");
  CHECK_ERROR(symmetric_header + "3 4 0\n", "line 2, column 1: a symmetric matrix is square; got 3 x 4");
  // 2^62 x 2^62: refused before anything is allocated, without overflow
  CHECK_ERROR(general_header + "4611686018427387904 4611686018427387904 1\n1 1 1\n",
              "line 2, column 1: a 4611686018427387904 x 4611686018427387904 matrix has more than 2^63 - 1 elements, "
              "more than the limit of 1048576 elements");
  CHECK_ERROR("%%MatrixMarket matrix array real general\n1025 1024\n",
              "line 2, column 1: a 1025 x 1024 matrix has 1049600 elements (8.008 MiB of doubles), more than the "
              "limit of 1048576 elements");
  CHECK(error_of("%%MatrixMarket matrix array real general\n2 2\n1\n2\n3\n4\n", 3) ==
        "matrix file 'A.mtx': line 2, column 1: a 2 x 2 matrix has 4 elements (32 B of doubles), more than the limit "
        "of 3 elements");
  CHECK(read("%%MatrixMarket matrix array real general\n2 2\n1\n2\n3\n4\n", 4).values.size() == 4);
  CHECK_ERROR(general_header + "2 2 5\n", "line 2, column 5: 5 entries are more than the 2 x 2 matrix holds (4)");
  CHECK_ERROR(symmetric_header + "3 3 7\n",
              "line 2, column 5: 7 entries are more than the lower triangle of the 3 x 3 matrix holds (6)");
  CHECK_ERROR("%%MatrixMarket matrix coordinate real skew-symmetric\n3 3 4\n",
              "4 entries are more than the strictly lower triangle of the 3 x 3 matrix holds (3)");
  // a count beyond the lines that follow, refused before the matrix is allocated
  CHECK_ERROR(
      general_header + "1000 1000 500000\n1 1 1\n",
      "line 2, column 11: the size line announces 500000 entries, one a line, but the file ends 1 line later, on "
      "line 3");
  CHECK_ERROR(
      "%%MatrixMarket matrix array real general\n2 2\n1\n2\n",
      "line 2, column 1: the size line announces 4 values, one a line, but the file ends 2 lines later, on line 4");
}

TEST_CASE("entries: counted exactly, values finite, indices in range, no duplicates, nothing after") {
  // too few (with blank lines padding the count of lines), too many
  CHECK_ERROR(
      "%%MatrixMarket matrix array real general\n2 2\n1\n2\n\n\n%\n",
      "matrix file 'A.mtx': the file ends after line 7 with 2 of the 4 values that the size line (line 2) announces");
  CHECK_ERROR(general_header + "2 2 2\n1 1 1\n\n2 2 2\n1 2 3\n",
              "line 6, column 1: more entries than the 2 that the size line (line 2) announces");
  CHECK_ERROR("%%MatrixMarket matrix array real general\n1 1\n1\n2\n",
              "line 4, column 1: more values than the 1 that the size line (line 2) announces");
  // values
  CHECK_ERROR("%%MatrixMarket matrix array real general\n1 2\n1\nnan\n",
              "line 4, column 1: the value 'nan' is not finite");
  CHECK_ERROR(general_header + "1 1 1\n1 1 -inf\n", "line 3, column 5: the value '-inf' is not finite");
  CHECK_ERROR(general_header + "1 1 1\n1 1 Infinity\n", "line 3, column 5: the value 'Infinity' is not finite");
  CHECK_ERROR(general_header + "1 1 1\n1 1 1e400\n",
              "line 3, column 5: the value '1e400' is outside the range of a double");
  CHECK_ERROR(general_header + "1 1 1\n1 1 0x10\n", "line 3, column 5: expected a real value; got '0x10'");
  CHECK_ERROR(general_header + "1 1 1\n1 1 1.0D+00\n", "expected a real value; got '1.0D+00'");
  CHECK_ERROR(general_header + "1 1 1\n1 1 +-1\n", "expected a real value; got '+-1'");
  CHECK_ERROR("%%MatrixMarket matrix array integer general\n1 1\n1.5\n",
              "line 3, column 1: expected an integer value; got '1.5'");
  CHECK_ERROR("%%MatrixMarket matrix array integer general\n1 1\n9223372036854775808\n",
              "line 3, column 1: the integer '9223372036854775808' is outside the range of a 64-bit integer");
  // trailing text, missing words
  CHECK_ERROR("%%MatrixMarket matrix array real general\n1 1\n1.5 2\n",
              "line 3, column 5: unexpected text '2' after the value");
  CHECK_ERROR(general_header + "2 2 1\n1 1 1 % note\n", "line 3, column 7: unexpected text '% note' after the entry");
  CHECK_ERROR(general_header + "2 2 1\n1 1\n", "line 3, column 4: the entry ends before its value");
  CHECK_ERROR(general_header + "2 2 1\n1\n", "line 3, column 2: the entry ends before its column index");
  CHECK_ERROR("%%MatrixMarket matrix coordinate pattern general\n2 2 1\n1 1 1\n",
              "line 3, column 5: unexpected text '1' after the entry");
  CHECK_ERROR(general_header + "1 1 1\n1 1 1\r\r\n", "line 3, column 5: expected a real value; got '1\\x0d'");
  // indices
  CHECK_ERROR(general_header + "2 3 1\n0 1 1\n", "line 3, column 1: the row index '0' is outside 1..2");
  CHECK_ERROR(general_header + "2 3 1\n1 4 1\n", "line 3, column 3: the column index '4' is outside 1..3");
  CHECK_ERROR(general_header + "2 3 1\n1 -1 1\n",
              "line 3, column 3: expected the column index, a whole number from 1 to 3; got '-1'");
  CHECK_ERROR(general_header + "2 3 1\n99999999999999999999999 1 1\n",
              "the row index '99999999999999999999999' is outside 1..2");
  // symmetric entries in the lower triangle, each entry once
  CHECK_ERROR(
      symmetric_header + "3 3 2\n1 1 1\n 1 3 2\n",
      "line 4, column 2: the entry (1, 3) is above the diagonal; a symmetric matrix lists its lower triangle only");
  CHECK_ERROR("%%MatrixMarket matrix coordinate real skew-symmetric\n3 3 1\n2 2 1\n",
              "line 3, column 1: the entry (2, 2) is not below the diagonal");
  CHECK_ERROR(general_header + "3 3 4\n1 1 1\n% c\n2 3 1\n3 3 1\n2 3 5\n",
              "line 7, column 1: the entry (2, 3) is given twice, first on line 5; duplicate entries are not allowed");
}

TEST_CASE("no input crashes, hangs or allocates beyond the budget") {
  // every prefix of a valid file is refused (or is the whole file) with one line
  const std::string good = general_header + "% c\n3 3 3\n1 1 1.5\n2 2 -2\r\n3 1 7\n";
  for (std::size_t n = 0; n <= good.size(); ++n) {
    std::string message = "no error";
    try {
      read(good.substr(0, n));
    } catch (const pebble_tool::input_error& e) {
      message = e.what();
    }
    INFO(n, ": ", message);
    CHECK(!contains(message, "\n"));
    CHECK((message == "no error") == (n >= good.size() - 1));
  }
  // every byte replaced by junk: an error or a matrix, never a crash
  for (std::size_t n = 0; n < good.size(); ++n)
    for (const char junk : {'\0', '\n', ' ', '9', '-', '%', '\xff'}) {
      std::string text = good;
      text[n] = junk;
      try {
        const dense_matrix m = read(text);
        CHECK(m.values.size() == static_cast<std::size_t>(m.rows * m.cols));
      } catch (const pebble_tool::input_error& e) {
        CHECK(!contains(e.what(), "\n"));
      }
    }
}
