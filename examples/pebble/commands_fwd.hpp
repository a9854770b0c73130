// The names a subcommand's header declares its add_<name> with (CLI::App, commands), without
// CLI11's header: only the files that define or call add_<name> include options.hpp, so that the
// files that need a subcommand's options alone (placement's parts) do not compile CLI11.
#pragma once

namespace CLI {
class App;
}

namespace pebble_tool {
struct commands;
}
