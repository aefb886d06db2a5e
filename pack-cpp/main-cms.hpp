// ---- main-cms.hpp: the CMS checker protocol ----
// checker INPUT CORRECT_OUTPUT CONTESTANT_OUTPUT: the score (1.0 or 0.0) on stdout, the message on stderr;
// a non-zero exit (here 1) when the jury's files are wrong.
int main(int argc, char **argv) {
  if (argc < 4) {
    std::cerr << "usage: " << argv[0] << " INPUT CORRECT_OUTPUT CONTESTANT_OUTPUT\n";
    return 1;
  }
  std::string input, answer, output;
  if (!lexpath::readFile(argv[1], input) || !lexpath::readFile(argv[2], answer) || !lexpath::readFile(argv[3], output)) {
    std::cerr << "cannot read the input, the correct output or the contestant's output\n";
    return 1;
  }
  const lexpath::Result result = lexpath::judge(input, answer, output);
  std::cerr << result.message << "\n";
  if (result.outcome == lexpath::JURY_FAULT) return 1;
  std::cout << (result.outcome == lexpath::ACCEPTED ? "1.0" : "0.0") << "\n";
  return 0;
}
