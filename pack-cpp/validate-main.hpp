// ---- validate-main.hpp: an input validator: the judge input on stdin; VALID_EXIT when it is valid, else
// INVALID_EXIT with the reason on stdout ----
int main() {
  const std::string input = lexpath::readStream(std::cin);
  std::vector<std::string> lines;
  std::string error;
  if (!lexpath::strictLines(input, lines, error) || !lexpath::validInput(lines, error)) {
    std::cout << error << "\n";
    return INVALID_EXIT;
  }
  return VALID_EXIT;
}
