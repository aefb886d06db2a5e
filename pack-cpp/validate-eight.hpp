// ---- validate-eight.hpp: Eight II's input: T <= MAX_CASES, then a start and a goal board a case, solvable ----
namespace lexpath {

inline int parity(const std::string &board) {
  int inversions = 0;
  for (std::size_t i = 0; i < board.size(); i++)
    for (std::size_t j = i + 1; j < board.size(); j++)
      if (board[i] != 'X' && board[j] != 'X' && board[j] < board[i]) inversions++;
  return inversions & 1;
}

inline bool validInput(const std::vector<std::string> &lines, std::string &error) {
  std::size_t total = 0;
  if (!caseCount(lines, total, error)) return false;
  for (std::size_t i = 1; i < lines.size(); i++) {
    std::string sorted = lines[i];
    std::sort(sorted.begin(), sorted.end());
    if (sorted != "12345678X") {
      error = "line " + std::to_string(i + 1) + ": expected a board, the 9 characters 1-8 and X once each, got " +
              quoted(lines[i]);
      return false;
    }
  }
  for (std::size_t x = 0; x < total; x++) {
    if (parity(lines[1 + 2 * x]) != parity(lines[2 + 2 * x])) {
      error = "case " + std::to_string(x + 1) + ": no moves turn the start into the goal (the judge gives solvable pairs)";
      return false;
    }
  }
  return true;
}

}  // namespace lexpath
