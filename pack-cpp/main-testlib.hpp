// ---- main-testlib.hpp: testlib's checker protocol, through the judge's own testlib.h ----
// checker INPUT OUTPUT ANSWER [RESULT_FILE [-appes]]: exit 0 ok, 1 wrong answer, 2 wrong output format,
// 3 FAIL (the jury's files are wrong); testlib prints the verdict and the message.
namespace lexpath {
// A stream read whole, line by line (every line read, so testlib finds nothing left over).
inline std::string wholeStream(InStream &stream) {
  std::string text;
  while (!stream.eof()) text += stream.readLine() + "\n";
  return text;
}
}  // namespace lexpath

int main(int argc, char **argv) {
  registerTestlibCmd(argc, argv);
  const std::string input = lexpath::wholeStream(inf);
  const std::string output = lexpath::wholeStream(ouf);
  const std::string answer = lexpath::wholeStream(ans);
  const lexpath::Result result = lexpath::judge(input, answer, output);
  switch (result.outcome) {
    case lexpath::ACCEPTED: quitf(_ok, "%s", result.message.c_str());
    case lexpath::WRONG_ANSWER: quitf(_wa, "%s", result.message.c_str());
    case lexpath::WRONG_FORMAT: quitf(_pe, "%s", result.message.c_str());
    default: quitf(_fail, "%s", result.message.c_str());
  }
}
