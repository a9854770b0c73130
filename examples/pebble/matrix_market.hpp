// `pebble run lu|cholesky`'s matrix files (--input, --rhs, --output) in the NIST Matrix Market
// exchange format (https://math.nist.gov/MatrixMarket/formats.html): read into a dense column-major
// matrix of doubles, every line checked (one input_error naming the file, line and column) and the
// size checked against the caller's budget before anything is allocated; written as general arrays.
#pragma once

#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <new>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include <pebble/core/error.hpp>

#include "amounts.hpp"
#include "errors.hpp"
#include "text.hpp"

namespace pebble_tool {

/// A dense rows x cols matrix of doubles, column-major: entry (i, j) (0-based) is
/// values[j * rows + i]. `symmetric`: read from a symmetric file (values holds both triangles).
struct dense_matrix {
  std::int64_t rows = 0, cols = 0;
  std::vector<double> values;
  bool symmetric = false;

  double at(std::int64_t i, std::int64_t j) const { return values[static_cast<std::size_t>(j * rows + i)]; }
  double& at(std::int64_t i, std::int64_t j) { return values[static_cast<std::size_t>(j * rows + i)]; }
};

namespace matrix_market_detail {

inline constexpr std::int64_t int64_max = std::numeric_limits<std::int64_t>::max();

inline constexpr const char* header_form =
    "'%%MatrixMarket matrix array|coordinate real|integer|pattern general|symmetric|skew-symmetric'";

/// 'text' as a message shows it (built by appending: g++ 12 -O3 warns falsely, -Wrestrict, on "'" + std::string).
inline std::string quoted(std::string_view text) {
  std::string out = "'";
  out += pebble::printable(text);
  out += '\'';
  return out;
}

/// Whether `text` is `keyword` (lowercase) in any case; no copy of `text`, which may be huge.
inline bool is_keyword(std::string_view text, std::string_view keyword) {
  if (text.size() != keyword.size()) return false;
  for (std::size_t k = 0; k < text.size(); ++k) {
    const char c = text[k] >= 'A' && text[k] <= 'Z' ? static_cast<char>(text[k] - 'A' + 'a') : text[k];
    if (c != keyword[k]) return false;
  }
  return true;
}

inline bool blank(char c) { return c == ' ' || c == '\t'; }

/// A word of a line and its column (1-based, in bytes).
struct word {
  std::string_view text;
  std::size_t column = 0;
};

/// The lines of a text, ended by \n or \r\n (the last one perhaps by the end of the text), and
/// the words of the current line, separated by spaces and tabs.
class line_reader {
 public:
  explicit line_reader(std::string_view text) : text_(text) {}

  /// To the next line; false at the end of the text.
  bool next() {
    if (next_ >= text_.size()) return false;
    std::size_t end = text_.find('\n', next_);
    if (end == std::string_view::npos) end = text_.size();
    line_ = text_.substr(next_, end - next_);
    if (!line_.empty() && line_.back() == '\r') line_.remove_suffix(1);
    next_ = end + 1;
    ++number_;
    at_ = 0;
    return true;
  }

  /// To the next line that is neither blank nor a comment (first non-blank character '%').
  bool next_data() {
    while (next()) {
      std::size_t k = 0;
      while (k < line_.size() && blank(line_[k])) ++k;
      if (k < line_.size() && line_[k] != '%') return true;
    }
    return false;
  }

  /// The next word of the line, if any.
  std::optional<word> next_word() {
    while (at_ < line_.size() && blank(line_[at_])) ++at_;
    if (at_ == line_.size()) return std::nullopt;
    const std::size_t start = at_;
    while (at_ < line_.size() && !blank(line_[at_])) ++at_;
    return word{line_.substr(start, at_ - start), start + 1};
  }

  /// The column just past the line's last character (where a missing word was expected).
  std::size_t end_column() const { return line_.size() + 1; }

  std::int64_t number() const { return number_; }  ///< of the current line, 1-based; 0 before the first
  std::string_view line() const { return line_; }

  /// The lines after the current one, counting a last line without a line ending.
  std::int64_t lines_left() const {
    if (next_ >= text_.size()) return 0;
    const std::string_view rest = text_.substr(next_);
    std::int64_t n = 0;
    for (char c : rest) n += c == '\n';
    return n + (rest.back() != '\n');
  }

 private:
  std::string_view text_, line_;
  std::size_t next_ = 0, at_ = 0;
  std::int64_t number_ = 0;
};

enum class field { real, integer, pattern };
enum class symmetry { general, symmetric, skew };

/// `where`: line L, column C: what.
inline input_error error_at(const std::string& where, std::int64_t line, std::size_t column, const std::string& what) {
  return input_error(where + ": line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + what);
}

/// The line of the first data line after `after_line` whose coordinate entry is (i, j) (1-based);
/// 0 if none. Only for the message about a duplicate: the lines before it were read fine.
inline std::int64_t first_line_of_entry(std::string_view text, std::int64_t after_line, std::int64_t i,
                                        std::int64_t j) {
  line_reader in(text);
  while (in.next_data()) {
    if (in.number() <= after_line) continue;
    const auto a = in.next_word(), b = in.next_word();
    if (!a || !b) continue;
    const whole_number r = parse_digits(a->text, int64_max), c = parse_digits(b->text, int64_max);
    if (r.valid && !r.too_large && c.valid && !c.too_large && r.value == i && c.value == j) return in.number();
  }
  return 0;
}

/// std::invalid_argument unless `m` holds rows * cols values.
inline void check_shape(const dense_matrix& m) {
  if (m.rows < 0 || m.cols < 0 || (m.cols > 0 && m.rows > int64_max / m.cols) ||
      m.values.size() != static_cast<std::size_t>(m.rows * m.cols))
    throw std::invalid_argument("write_matrix_market_array: the matrix is " + std::to_string(m.rows) + " x " +
                                std::to_string(m.cols) + " but holds " + std::to_string(m.values.size()) + " values");
}

/// Calls sink(std::string_view) with the file's text piece by piece.
template <class Sink>
void emit_array(const dense_matrix& m, Sink&& sink) {
  check_shape(m);
  sink(std::string_view("%%MatrixMarket matrix array real general\n"));
  const std::string size = std::to_string(m.rows) + " " + std::to_string(m.cols) + "\n";
  sink(std::string_view(size));
  char buffer[4096];
  std::size_t used = 0;
  for (double v : m.values) {
    if (sizeof buffer - used < 64) {
      sink(std::string_view(buffer, used));
      used = 0;
    }
    // the shortest text that reads back as exactly v (at most max_digits10 = 17 significant digits)
    const auto written = std::to_chars(buffer + used, buffer + sizeof buffer - 1, v);
    used = static_cast<std::size_t>(written.ptr - buffer);
    buffer[used++] = '\n';
  }
  sink(std::string_view(buffer, used));
}

}  // namespace matrix_market_detail

/// The matrix in Matrix Market text `text`; `name` names it in errors ("matrix file 'A.mtx'").
/// Read: the header `%%MatrixMarket matrix <format> <field> <symmetry>` (keywords in any case) with
///   format array (values column-major) or coordinate (1-based `row column value` entries, in any
///   order, missing entries zero, each at most once); field real (or double), integer (64-bit
///   integers, as the nearest double) or pattern (coordinate only: entries `row column`, value 1);
///   symmetry general, symmetric (square, only the lower triangle with the diagonal stored:
///   row >= column) or skew-symmetric (square, only the strictly lower triangle: row > column,
///   A(j, i) = -A(i, j), not flagged `symmetric`). Complex and hermitian matrices are refused.
///   Then comment lines (first non-blank character %) and blank lines anywhere, the size line
///   (`rows cols`, or `rows cols entries` for coordinate), and one entry a line, nothing after it.
///   Line endings \n or \r\n; a UTF-8 byte order mark before the header is skipped. Values:
///   std::from_chars (a leading '+' too), finite only.
/// Refused, each as an input_error naming the line and column: any other text, sizes below 1 or
/// beyond 2^63 - 1, rows * cols beyond `max_elements` (checked before anything is allocated), more
/// entries than the matrix holds or than the lines that follow, too few or too many entries.
inline dense_matrix read_matrix_market(std::string_view text, std::string_view name, std::int64_t max_elements) {
  using namespace matrix_market_detail;
  const std::string where(name);
  if (text.starts_with("\xef\xbb\xbf")) text.remove_prefix(3);  // a UTF-8 byte order mark, as editors write
  line_reader in(text);

  // --- the header ---
  if (!in.next()) throw input_error(where + ": the file is empty; expected the Matrix Market header " + header_form);
  const std::optional<word> banner = in.next_word();
  if (!banner || banner->column != 1 || !is_keyword(banner->text, "%%matrixmarket"))
    throw error_at(where, 1, 1,
                   std::string("expected the Matrix Market header ") + header_form + "; got " +
                       (in.line().empty() ? std::string("an empty line") : quoted(in.line())));
  const char* const keywords[] = {"the object (matrix)", "the format (array or coordinate)",
                                  "the field (real, integer or pattern)",
                                  "the symmetry (general, symmetric or skew-symmetric)"};
  word header[4];
  for (int k = 0; k < 4; ++k) {
    const std::optional<word> w = in.next_word();
    if (!w)
      throw error_at(where, 1, in.end_column(),
                     std::string("the header ends before ") + keywords[k] + "; expected " + header_form);
    header[k] = *w;
  }
  if (const std::optional<word> extra = in.next_word())
    throw error_at(where, 1, extra->column,
                   "unexpected text " + quoted(in.line().substr(extra->column - 1)) + " after the header");
  const auto bad_keyword = [&](int k, const std::string& what) { return error_at(where, 1, header[k].column, what); };
  if (!is_keyword(header[0].text, "matrix"))
    throw bad_keyword(0, "pebble reads matrices; got the object " + quoted(header[0].text) + " (expected matrix)");
  const bool coordinate = is_keyword(header[1].text, "coordinate");
  if (!coordinate && !is_keyword(header[1].text, "array"))
    throw bad_keyword(1, "expected the format array or coordinate; got " + quoted(header[1].text));
  const std::string_view field_word = header[2].text;
  field value_field = field::real;
  if (is_keyword(field_word, "real") || is_keyword(field_word, "double")) value_field = field::real;
  else if (is_keyword(field_word, "integer")) value_field = field::integer;
  else if (is_keyword(field_word, "pattern")) value_field = field::pattern;
  else if (is_keyword(field_word, "complex"))
    throw bad_keyword(2, "complex matrices are not supported; pebble reads real, integer and pattern matrices");
  else throw bad_keyword(2, "expected the field real, integer or pattern; got " + quoted(header[2].text));
  const std::string_view symmetry_word = header[3].text;
  symmetry shape = symmetry::general;
  if (is_keyword(symmetry_word, "general")) shape = symmetry::general;
  else if (is_keyword(symmetry_word, "symmetric")) shape = symmetry::symmetric;
  else if (is_keyword(symmetry_word, "skew-symmetric")) shape = symmetry::skew;
  else if (is_keyword(symmetry_word, "hermitian"))
    throw bad_keyword(3, "hermitian matrices are not supported; pebble reads general, symmetric and skew-symmetric "
                         "real matrices");
  else
    throw bad_keyword(3, "expected the symmetry general, symmetric or skew-symmetric; got " + quoted(header[3].text));
  if (value_field == field::pattern && !coordinate)
    throw bad_keyword(2, "a pattern matrix is in coordinate format only; got array");
  if (value_field == field::pattern && shape == symmetry::skew)
    throw bad_keyword(3, "a pattern matrix is general or symmetric; got skew-symmetric");

  // --- the size line ---
  if (!in.next_data())
    throw input_error(where + ": the file ends after line " + std::to_string(in.number()) +
                      " before the size line ('rows cols" + (coordinate ? " entries'" : "'") + ")");
  const std::int64_t size_line = in.number();
  const char* const size_names[] = {"the number of rows", "the number of columns", "the number of entries"};
  std::int64_t sizes[3] = {0, 0, 0};
  std::size_t size_columns[3] = {0, 0, 0};
  for (int k = 0; k < (coordinate ? 3 : 2); ++k) {
    const std::optional<word> w = in.next_word();
    if (!w)
      throw error_at(where, size_line, in.end_column(),
                     std::string("the size line ends before ") + size_names[k] + "; expected 'rows cols" +
                         (coordinate ? " entries'" : "'"));
    const whole_number v = parse_digits(w->text, int64_max);
    if (!v.valid)
      throw error_at(where, size_line, w->column,
                     std::string("expected ") + size_names[k] + ", a whole number; got " + quoted(w->text));
    if (v.too_large)
      throw error_at(where, size_line, w->column,
                     std::string(size_names[k]) + " " + quoted(w->text) + " is more than 2^63 - 1");
    sizes[k] = v.value;
    size_columns[k] = w->column;
  }
  if (const std::optional<word> extra = in.next_word())
    throw error_at(where, size_line, extra->column,
                   "unexpected text " + quoted(in.line().substr(extra->column - 1)) + " after the size line");
  const std::int64_t rows = sizes[0], cols = sizes[1];
  const std::string dims = std::to_string(rows) + " x " + std::to_string(cols);
  if (rows < 1 || cols < 1)
    throw error_at(where, size_line, size_columns[rows < 1 ? 0 : 1],
                   "a matrix has at least 1 row and 1 column; got " + dims);
  if (shape != symmetry::general && rows != cols)
    throw error_at(where, size_line, size_columns[0],
                   std::string("a ") + (shape == symmetry::skew ? "skew-symmetric" : "symmetric") +
                       " matrix is square; got " + dims);
  const std::int64_t budget = max_elements < 0 ? 0 : max_elements;
  if (rows > budget / cols) {
    const bool overflows = rows > int64_max / cols;
    throw error_at(
        where, size_line, size_columns[0],
        "a " + dims + " matrix has " +
            (overflows ? std::string("more than 2^63 - 1 elements")
                       : std::to_string(rows * cols) + " elements (" +
                             bytes_text(8.0 * static_cast<double>(rows) * static_cast<double>(cols)) + " of doubles)") +
            ", more than the limit of " + std::to_string(budget) + " elements");
  }
  const std::int64_t elements = rows * cols;
  // the entries a file of this shape holds at most (array: exactly)
  const auto half = [](std::int64_t a, std::int64_t b) { return a % 2 == 0 ? a / 2 * b : b / 2 * a; };  // a * b / 2
  const std::int64_t capacity = shape == symmetry::general     ? elements
                                : shape == symmetry::symmetric ? half(rows, rows + 1)
                                                               : half(rows, rows - 1);
  const std::string triangle = std::string(shape == symmetry::general     ? "the "
                                           : shape == symmetry::symmetric ? "the lower triangle of the "
                                                                          : "the strictly lower triangle of the ") +
                               dims + " matrix";
  const std::int64_t entries = coordinate ? sizes[2] : capacity;
  if (coordinate && entries > capacity)
    throw error_at(
        where, size_line, size_columns[2],
        std::to_string(entries) + " entries are more than " + triangle + " holds (" + std::to_string(capacity) + ")");
  // one entry a line: a count beyond the lines that follow is refused before anything is allocated
  const std::int64_t lines_left = in.lines_left();
  const std::string noun = coordinate ? " entries" : " values";
  if (entries > lines_left)
    throw error_at(where, size_line, coordinate ? size_columns[2] : size_columns[0],
                   "the size line announces " + std::to_string(entries) + noun + ", one a line, but the file ends " +
                       std::to_string(lines_left) + (lines_left == 1 ? " line" : " lines") + " later, on line " +
                       std::to_string(size_line + lines_left));

  dense_matrix m;
  m.rows = rows;
  m.cols = cols;
  m.symmetric = shape == symmetry::symmetric;
  std::vector<bool> seen;  // coordinate: (i, j) given already, at j * rows + i
  try {
    m.values.assign(static_cast<std::size_t>(elements), 0.0);
    if (coordinate && entries > 0) seen.assign(static_cast<std::size_t>(elements), false);
  } catch (const std::bad_alloc&) {
    throw input_error(where + ": cannot allocate the " + dims + " matrix (" +
                      bytes_text(8.0 * static_cast<double>(elements)) + " of doubles)");
  } catch (const std::length_error&) {
    throw input_error(where + ": cannot allocate the " + dims + " matrix (" +
                      bytes_text(8.0 * static_cast<double>(elements)) + " of doubles)");
  }

  const auto read_value = [&](const word& w) -> double {
    std::string_view s = w.text;
    // a leading '+' as C's strtod takes it ("+1.5"), not "+-1"
    if (s.size() > 1 && s[0] == '+' && s[1] != '-' && s[1] != '+') s.remove_prefix(1);
    const char* const first = s.data();
    const char* const last = s.data() + s.size();
    if (value_field == field::integer) {
      std::int64_t v = 0;
      const auto [end, failure] = std::from_chars(first, last, v);
      if (failure == std::errc::result_out_of_range)
        throw error_at(where, in.number(), w.column,
                       "the integer " + quoted(w.text) + " is outside the range of a 64-bit integer");
      if (failure != std::errc{} || end != last)
        throw error_at(where, in.number(), w.column, "expected an integer value; got " + quoted(w.text));
      return static_cast<double>(v);
    }
    double v = 0;
    const auto [end, failure] = std::from_chars(first, last, v);
    if (failure == std::errc::result_out_of_range)
      throw error_at(where, in.number(), w.column, "the value " + quoted(w.text) + " is outside the range of a double");
    if (failure != std::errc{} || end != last)
      throw error_at(where, in.number(), w.column, "expected a real value; got " + quoted(w.text));
    if (!std::isfinite(v))
      throw error_at(where, in.number(), w.column,
                     "the value " + quoted(w.text) + " is not finite; pebble reads finite values only");
    return v;
  };
  const auto nothing_after = [&](const char* what) {
    if (const std::optional<word> extra = in.next_word())
      throw error_at(where, in.number(), extra->column,
                     "unexpected text " + quoted(in.line().substr(extra->column - 1)) + " after " + what);
  };
  const auto too_few = [&](std::int64_t read) {
    return input_error(where + ": the file ends after line " + std::to_string(in.number()) + " with " +
                       std::to_string(read) + " of the " + std::to_string(entries) + noun +
                       " that the size line (line " + std::to_string(size_line) + ") announces");
  };

  if (!coordinate) {
    // column-major; symmetric: rows j..n-1 of column j; skew-symmetric: rows j+1..n-1
    const auto first_row = [&](std::int64_t j) {
      return shape == symmetry::general ? 0 : shape == symmetry::symmetric ? j : j + 1;
    };
    std::int64_t i = first_row(0), j = 0;
    while (j < cols && i >= rows) i = first_row(++j);
    for (std::int64_t k = 0; k < entries; ++k) {
      if (!in.next_data()) throw too_few(k);
      const double v = read_value(*in.next_word());
      nothing_after("the value");
      m.at(i, j) = v;
      if (shape == symmetry::symmetric) m.at(j, i) = v;
      if (shape == symmetry::skew) m.at(j, i) = -v;
      ++i;
      while (j < cols && i >= rows) i = first_row(++j);
    }
  } else {
    for (std::int64_t k = 0; k < entries; ++k) {
      if (!in.next_data()) throw too_few(k);
      std::int64_t index[2] = {0, 0};
      std::size_t first_column = 0;
      for (int q = 0; q < 2; ++q) {
        const char* const what = q == 0 ? "row" : "column";
        const std::int64_t most = q == 0 ? rows : cols;
        const std::optional<word> w = in.next_word();
        if (!w)
          throw error_at(where, in.number(), in.end_column(),
                         std::string("the entry ends before its ") + what + " index; expected 'row column" +
                             (value_field == field::pattern ? "'" : " value'"));
        const whole_number v = parse_digits(w->text, int64_max);
        if (!v.valid)
          throw error_at(where, in.number(), w->column,
                         std::string("expected the ") + what + " index, a whole number from 1 to " +
                             std::to_string(most) + "; got " + quoted(w->text));
        if (v.too_large || v.value < 1 || v.value > most)
          throw error_at(
              where, in.number(), w->column,
              std::string("the ") + what + " index " + quoted(w->text) + " is outside 1.." + std::to_string(most));
        index[q] = v.value;
        if (q == 0) first_column = w->column;
      }
      double v = 1;
      if (value_field != field::pattern) {
        const std::optional<word> w = in.next_word();
        if (!w)
          throw error_at(where, in.number(), in.end_column(),
                         "the entry ends before its value; expected 'row column value'");
        v = read_value(*w);
      }
      nothing_after("the entry");
      std::string entry = "(";
      entry += std::to_string(index[0]) + ", " + std::to_string(index[1]) + ")";
      if (shape == symmetry::symmetric && index[0] < index[1])
        throw error_at(where, in.number(), first_column,
                       "the entry " + entry +
                           " is above the diagonal; a symmetric matrix lists its lower triangle "
                           "only (row >= column)");
      if (shape == symmetry::skew && index[0] <= index[1])
        throw error_at(where, in.number(), first_column,
                       "the entry " + entry +
                           " is not below the diagonal; a skew-symmetric matrix lists its strictly "
                           "lower triangle only (row > column)");
      const std::int64_t i = index[0] - 1, j = index[1] - 1;
      const std::size_t at = static_cast<std::size_t>(j * rows + i);
      if (seen[at]) {
        const std::int64_t first = first_line_of_entry(text, size_line, index[0], index[1]);
        throw error_at(where, in.number(), first_column,
                       "the entry " + entry + " is given twice" +
                           (first > 0 && first < in.number() ? ", first on line " + std::to_string(first) : "") +
                           "; duplicate entries are not allowed");
      }
      seen[at] = true;
      m.at(i, j) = v;
      if (shape == symmetry::symmetric) m.at(j, i) = v;
      if (shape == symmetry::skew) m.at(j, i) = -v;
    }
  }
  if (in.next_data())
    throw error_at(where, in.number(), in.next_word()->column,
                   "more" + noun + " than the " + std::to_string(entries) + " that the size line (line " +
                       std::to_string(size_line) + ") announces");
  return m;
}

/// The matrix in Matrix Market file `path` (read_text_file: up to 1 GiB), named in errors as
/// "matrix file 'path'" (or `what` when given); read_matrix_market for the rest.
inline dense_matrix read_matrix_market_file(const std::string& path, std::int64_t max_elements,
                                            const std::string& what = {}) {
  const std::string name = what.empty() ? "matrix file '" + path + "'" : what;
  const std::optional<std::string> text = read_text_file(path);
  if (!text) throw input_error(name + ": cannot be read");
  return read_matrix_market(*text, name, max_elements);
}

/// `m` as a Matrix Market general real array (`%%MatrixMarket matrix array real general`, the
/// size line, the values column-major, one a line), each value the shortest text std::to_chars
/// gives that reads back as exactly that double: write, then read_matrix_market, gives `m` bit for
/// bit (its `symmetric` flag aside). Non-finite values are written as nan, inf, -inf, which no
/// reader of the format takes: callers check first. std::invalid_argument if values.size() is not
/// rows * cols.
inline std::string write_matrix_market_array(const dense_matrix& m) {
  std::string out;
  matrix_market_detail::emit_array(m, [&](std::string_view piece) { out.append(piece); });
  return out;
}

/// write_matrix_market_array into file `path`, replacing it; a file that cannot be opened or
/// written (no such directory, no permission, disk full) is an input_error naming it and the
/// system's reason. What was written of it stays.
inline void write_matrix_market_file(const std::string& path, const dense_matrix& m) {
  matrix_market_detail::check_shape(m);  // before the file is opened or replaced
  const auto fail = [&](int error) {
    return input_error("matrix file '" + path + "': cannot be written: " +
                       (error != 0 ? std::string(std::strerror(error)) : std::string("write error")));
  };
  errno = 0;
  std::FILE* const file = std::fopen(path.c_str(), "wb");
  if (file == nullptr) throw fail(errno);
  int error = 0;
  bool ok = true;
  matrix_market_detail::emit_array(m, [&](std::string_view piece) {
    if (ok && std::fwrite(piece.data(), 1, piece.size(), file) != piece.size()) {
      ok = false;
      error = errno;
    }
  });
  if (ok && std::fflush(file) != 0) {
    ok = false;
    error = errno;
  }
  if (std::fclose(file) != 0 && ok) {
    ok = false;
    error = errno;
  }
  if (!ok) throw fail(error);
}

}  // namespace pebble_tool
