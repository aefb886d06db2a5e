// ---- validate-rotation.hpp: The Rotation Game's input: 1..MAX_CASES boards of eight each of 1, 2, 3, then 0 ----
namespace lexpath {

inline bool validInput(const std::vector<std::string> &lines, std::string &error) {
  if (lines.back() != "0") {
    error = "the last line is not the 0 that ends the input";
    return false;
  }
  const std::size_t boards = lines.size() - 1;
  if (boards < 1 || boards > MAX_CASES) {
    error = "expected 1 to " + std::to_string(MAX_CASES) + " boards, got " + std::to_string(boards);
    return false;
  }
  for (std::size_t i = 0; i < boards; i++) {
    const std::string where = "line " + std::to_string(i + 1) + ": ";
    std::vector<std::string> fields;
    if (!singleSpaced(lines[i], fields) || fields.size() != 24) {
      error = where + "expected 24 numbers separated by single spaces, got " + quoted(lines[i]);
      return false;
    }
    int counts[4] = {0, 0, 0, 0};
    for (const std::string &field : fields) {
      if (field != "1" && field != "2" && field != "3") {
        error = where + "a cell holds " + quoted(field) + ", expected 1, 2 or 3";
        return false;
      }
      counts[field[0] - '0']++;
    }
    if (counts[1] != 8 || counts[2] != 8 || counts[3] != 8) {
      error = where + "expected exactly eight each of 1, 2 and 3, got " + std::to_string(counts[1]) + ", " +
              std::to_string(counts[2]) + " and " + std::to_string(counts[3]);
      return false;
    }
  }
  return true;
}

}  // namespace lexpath
