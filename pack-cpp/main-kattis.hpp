// ---- main-kattis.hpp: the Kattis output validator protocol ----
// checker INPUT ANSWER FEEDBACK_DIR [ARGS...] < OUTPUT: exit 42 accepted, 43 wrong answer (the reason in
// FEEDBACK_DIR/judgemessage.txt); any other exit (here 1) is a judge error: the jury's files are wrong.
int main(int argc, char **argv) {
  if (argc < 4) {
    std::cerr << "usage: " << argv[0] << " INPUT ANSWER FEEDBACK_DIR < OUTPUT\n";
    return 1;
  }
  std::string input, answer;
  if (!lexpath::readFile(argv[1], input) || !lexpath::readFile(argv[2], answer)) {
    std::cerr << "cannot read the input or the answer file\n";
    return 1;
  }
  const std::string output = lexpath::readStream(std::cin);
  const lexpath::Result result = lexpath::judge(input, answer, output);
  std::ofstream(std::string(argv[3]) + "/judgemessage.txt") << result.message << "\n";
  if (result.outcome == lexpath::JURY_FAULT) {
    std::cerr << result.message << "\n";
    return 1;
  }
  return result.outcome == lexpath::ACCEPTED ? 42 : 43;
}
