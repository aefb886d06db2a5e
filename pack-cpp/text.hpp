// ---- text.hpp: reading files and output lines, and the message helpers lexpath's own checker uses ----
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

namespace lexpath {

// The verdicts of a judged output; JURY_FAULT means the jury's files are wrong, not the output.
enum Outcome { ACCEPTED, WRONG_ANSWER, WRONG_FORMAT, JURY_FAULT };

struct Result {
  Outcome outcome;
  std::string message;
};

inline bool readFile(const char *path, std::string &text) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return true;
}

inline std::string readStream(std::istream &in) {
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// A program's output as judged: one final newline dropped, then each line without trailing blanks
// (spaces, tabs, carriage returns), as lexpath reads output strictly.
inline std::vector<std::string> outputLines(const std::string &text) {
  std::string body = text;
  if (!body.empty() && body.back() == '\n') body.pop_back();
  std::vector<std::string> lines;
  if (body.empty()) return lines;
  std::string::size_type from = 0;
  while (true) {
    std::string::size_type end = body.find('\n', from);
    std::string line = body.substr(from, end == std::string::npos ? std::string::npos : end - from);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r')) line.pop_back();
    lines.push_back(line);
    if (end == std::string::npos) break;
    from = end + 1;
  }
  return lines;
}

// Whitespace-separated tokens (the judge input as scanf reads it).
inline std::vector<std::string> tokensOf(const std::string &text) {
  std::vector<std::string> tokens;
  std::string token;
  for (char ch : text) {
    if (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\f' || ch == '\v') {
      if (!token.empty()) tokens.push_back(token);
      token.clear();
    } else {
      token += ch;
    }
  }
  if (!token.empty()) tokens.push_back(token);
  return tokens;
}

// A line quoted as a JSON string, cut after 60 characters (as lexpath quotes output in messages).
inline std::string quoted(const std::string &line) {
  std::string text = line.size() > 60 ? line.substr(0, 60) + "..." : line;
  std::string out = "\"";
  for (unsigned char ch : text) {
    switch (ch) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (ch < 0x20) {
          char buffer[8];
          std::snprintf(buffer, sizeof buffer, "\\u%04x", ch);
          out += buffer;
        } else {
          out += static_cast<char>(ch);
        }
    }
  }
  return out + "\"";
}

inline std::string plural(long long count, const std::string &one) {
  return std::to_string(count) + " " + (count == 1 ? one : one + "s");
}

inline bool allDigits(const std::string &text) {
  if (text.empty()) return false;
  for (char ch : text)
    if (ch < '0' || ch > '9') return false;
  return true;
}

inline bool startsWith(const std::string &text, const std::string &prefix) {
  return text.compare(0, prefix.size(), prefix) == 0;
}

// Whether a line starts with `Case <digits>:` (a case header, whatever follows).
inline bool looksLikeHeader(const std::string &line) {
  if (!startsWith(line, "Case ")) return false;
  std::string::size_type at = 5;
  while (at < line.size() && line[at] >= '0' && line[at] <= '9') at++;
  return at > 5 && at < line.size() && line[at] == ':';
}

}  // namespace lexpath
