// `pebble placement`'s options parsed and checked into a problem (see placement_internal.hpp):
// the system, the axes and the reduced ones, the numbers, and the topology (a preset or a file).
#include "placement_internal.hpp"
#include "amounts.hpp"
#include "json_input.hpp"
#include "topology_json.hpp"

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

namespace pebble_tool::placement_internal {
namespace {

std::vector<std::string> split(const std::string& text, char sep) {
  std::vector<std::string> out;
  std::stringstream in(text);
  std::string item;
  while (std::getline(in, item, sep)) out.push_back(item);
  if (!text.empty() && text.back() == sep) out.emplace_back();
  return out;
}

// The largest system: pl::hierarchy::validate's 2^40 devices. A level count or an axis size above
// it is refused by name before anything multiplies it.
constexpr std::int64_t most_devices = std::int64_t{1} << 40;

void parse_system(const std::string& spec, problem& p) {
  if (spec.empty()) throw input_error("--system is required, e.g. --system rack=1,server=2,cpu=2,gpu=4");
  const std::vector<std::string> items = split(spec, ',');
  if (items.size() > pl::max_levels)
    throw input_error("--system: at most " + std::to_string(pl::max_levels) + " levels; got " +
                      std::to_string(items.size()));
  std::vector<long long> sizes;
  for (const std::string& item : items) {
    const auto eq = item.find('=');
    if (eq == std::string::npos || eq == 0) throw input_error("--system: expected NAME=COUNT, got '" + item + "'");
    const std::string name = item.substr(0, eq), count = item.substr(eq + 1);
    const whole_number v = parse_digits(count, most_devices);
    if (!v.valid || (!v.too_large && v.value < 1))
      throw input_error("--system: the count of '" + name + "' must be a positive integer; got '" + count + "'");
    if (v.too_large)
      throw input_error("--system: the count of '" + name + "' is " + count + ", more than 2^40 (" +
                        std::to_string(most_devices) + "), the most devices a system may have");
    if (std::find(p.level_names.begin(), p.level_names.end(), name) != p.level_names.end())
      throw input_error("--system: the level '" + name + "' is named twice");
    p.level_names.push_back(name);
    sizes.push_back(v.value);
  }
  for (std::size_t j = 0; j < sizes.size(); ++j)
    p.system.levels.push_back({pebble::fixed_string<31>(p.level_names[j]), sizes[j]});
  p.system.validate();
}

// The items of a list option, e.g. "4,4": each a whole number (digits only).
std::vector<std::string> list_items(const std::string& spec, const char* option, const char* example) {
  if (spec.empty()) throw input_error(std::string(option) + " is required, e.g. " + option + " " + example);
  const std::vector<std::string> items = split(spec, ',');
  for (const std::string& item : items)
    if (!parse_digits(item, 0).valid)
      throw input_error(std::string(option) + ": expected non-negative integers separated by commas; got '" + spec +
                        "'");
  return items;
}

pl::topology load_topology_file(const std::string& path, problem& p) {
  if (!std::ifstream(path))
    throw input_error("--topology: '" + path + "' is not a preset (a100, v100, generic) and cannot be read as a file");
  const std::string what = "topology file '" + path + "'";
  p.topology_name = path;
  return topology_from_json(read_json_file(path, what), what, p.level_names, p.topology_name);
}

// --topology (a preset, or a file naming the levels of --system) and --algorithm, checked against the system.
void parse_topology(const placement_options& o, problem& p) {
  if (o.topology == "a100" || o.topology == "v100") {
    if (p.system.depth() != 2)
      throw input_error("--topology " + o.topology + ": the paper's " + o.topology +
                        " machine has two levels (nodes, " + std::string(o.topology == "a100" ? "16" : "8") +
                        " GPUs per node); --system has " + std::to_string(p.system.depth()) +
                        ". Describe your machine in a topology file (see the README)");
    p.topology = o.topology == "a100" ? pl::a100_topology() : pl::v100_topology();
  } else if (o.topology == "generic") {
    p.topology = pl::generic_topology(p.system);
  } else {
    p.topology = load_topology_file(o.topology, p);
  }
  if (!o.algorithm.empty()) {
    if (o.algorithm != "ring" && o.algorithm != "tree")
      throw input_error("--algorithm: expected ring or tree; got '" + o.algorithm + "'");
    p.topology.algorithm = o.algorithm == "ring" ? pl::collective_algorithm::ring : pl::collective_algorithm::tree;
  }
  p.topology.validate(p.system);
}

}  // namespace

void parse_problem(const placement_options& o, problem& p) {
  parse_system(o.system, p);
  if (!o.calibrate.empty()) {
    if (!o.axes.empty() || !o.reduce.empty() || o.run)
      throw input_error("--calibrate fits a topology to measurements: --axes, --reduce and --run do not go with it");
    parse_topology(o, p);
    return;
  }
  if (!o.topology_out.empty()) throw input_error("--topology-out goes with --calibrate");
  if (!o.measure_out.empty()) {
    if (!o.run)
      throw input_error("--measure-out times collectives on MPI ranks, one per device: add --run (mpiexec -n " +
                        std::to_string(p.system.devices()) + " pebble placement --system " + o.system +
                        " --run --measure-out " + o.measure_out + ")");
    if (!o.axes.empty() || !o.reduce.empty())
      throw input_error(
          "--measure-out measures collectives to calibrate the topology: --axes and --reduce do not go with it");
    p.repeat = static_cast<int>(parse_whole("--repeat", o.repeat, 1, std::numeric_limits<int>::max()));
    p.bytes = parse_bytes("--bytes", o.bytes);
    parse_topology(o, p);
    return;
  }
  if (o.axes.empty()) throw input_error("--axes is required, e.g. --axes 4,4");
  if (o.reduce.empty()) throw input_error("--reduce is required, e.g. --reduce 1");
  for (const std::string& item : list_items(o.axes, "--axes", "4,4")) {
    const whole_number a = parse_digits(item, most_devices);
    if (a.too_large) throw input_error("--axes: " + item + " is more than 2^40, the most devices a system may have");
    if (a.value < 1) throw input_error("--axes: axis sizes must be >= 1; got " + item);
    if (p.axes.size() == pl::max_axes) throw input_error("--axes: at most " + std::to_string(pl::max_axes) + " axes");
    p.axes.push_back(a.value);
  }
  long long product = 1;  // stops past 2^40: no overflow, and no made-up product in the message
  for (long long a : p.axes) product = product > most_devices / a ? most_devices + 1 : product * a;
  if (product != p.system.devices())
    throw input_error("--axes: the axes multiply to " +
                      (product > most_devices ? "more than 2^40" : std::to_string(product)) + ", but the system has " +
                      std::to_string(p.system.devices()) + " devices");
  for (const std::string& item : list_items(o.reduce, "--reduce", "1")) {
    const whole_number r = parse_digits(item, static_cast<std::int64_t>(pl::max_axes));
    if (r.too_large || r.value >= static_cast<long long>(p.axes.size()))
      throw input_error("--reduce: axis " + item + " is not one of the " + std::to_string(p.axes.size()) +
                        " axes (0.." + std::to_string(p.axes.size() - 1) + ")");
    if (pl::is_reduced(p.reduce, static_cast<std::size_t>(r.value)))
      throw input_error("--reduce: axis " + item + " is named twice");
    p.reduce.push_back(static_cast<std::size_t>(r.value));
  }
  std::sort(p.reduce.begin(), p.reduce.end());
  p.synthesis.max_size = static_cast<std::size_t>(
      parse_whole("--max-size", o.max_size, 1, static_cast<std::int64_t>(pl::max_program_size)));
  if (o.master_any) p.synthesis.master_collectives = pl::collective_set::all();
  constexpr std::int64_t unbounded = 1'000'000'000'000'000'000;  // more than any count of matrices or programs
  p.top = static_cast<std::size_t>(parse_whole("--top", o.top, 1, unbounded));
  p.matrix = o.matrix.empty() ? 0 : static_cast<std::size_t>(parse_whole("--matrix", o.matrix, 1, unbounded));
  p.program = static_cast<std::size_t>(parse_whole("--program", o.program, 1, unbounded));
  p.repeat = static_cast<int>(parse_whole("--repeat", o.repeat, 1, std::numeric_limits<int>::max()));
  p.bytes = parse_bytes("--bytes", o.bytes);
  p.budget = parse_bytes("--synthesis-bytes", o.synthesis_bytes);
  parse_topology(o, p);
}

}  // namespace pebble_tool::placement_internal
