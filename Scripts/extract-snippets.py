"""Extracts the Swift code blocks of Markdown documents for Scripts/check-snippets.sh.

Usage: extract-snippets.py WORK DOCUMENT...

Each block is compiled alone, as a reader who pastes it into a `main.swift` compiles it: it
must declare or set up everything it uses, and may assume only these imports, which the README
and the Getting Started article state:

    import Foundation
    import ResilientCodable
    import Logging                   // where the block or its document is about logging
    import ResilientCodableLogging   // likewise
    import ResilientCodableTesting   // where the block or its document is about testing

For each checked block, writes to WORK/<n>/:
- main.swift: those imports, then the block;
- name: the document and the block's first line;
- expected-output: when `<!-- snippet: output -->` and a plain fenced block follow the block;
- expected-error: the message of its `// error: ` comment, when `<!-- snippet: error -->`
  precedes the block.

`<!-- snippet: skip -->` before a block leaves it out.
"""

import os
import sys


def blocks(lines):
    """The Swift blocks of a document: (first line, code, marker, expected output)."""
    index = 0
    while index < len(lines):
        if lines[index].strip() != "```swift":
            index += 1
            continue
        marker = lines[index - 1].strip() if index > 0 else ""
        start = end = index + 1
        while lines[end].strip() != "```":
            end += 1
        index = end + 1
        expected = None
        if index + 1 < len(lines) and lines[index].strip() == "<!-- snippet: output -->":
            output_end = index + 2
            while lines[output_end].strip() != "```":
                output_end += 1
            expected = "\n".join(lines[index + 2 : output_end])
            index = output_end + 1
        yield start, "\n".join(lines[start:end]) + "\n", marker, expected


def expected_error(code):
    """The message of the `// error: ` comment of `code`, with the comment lines after it."""
    message, inside = [], False
    for line in code.split("\n"):
        text = line.strip()
        if text.startswith("// error: "):
            inside = True
            message.append(text[len("// error: "):])
        elif inside and text.startswith("// "):
            message.append(text[len("// "):])
        else:
            inside = False
    return " ".join(message)


work, documents = sys.argv[1], sys.argv[2:]
count = 0
for document in documents:
    lines = open(document, encoding="utf-8").read().split("\n")
    for start, code, marker, expected in blocks(lines):
        if marker == "<!-- snippet: skip -->":
            continue
        count += 1
        directory = os.path.join(work, str(count))
        os.makedirs(directory)
        imports = "import Foundation\nimport ResilientCodable\n"
        if "ResilientCodableLogging" in document or "Logger" in code:
            imports += "import Logging\nimport ResilientCodableLogging\n"
        if "ResilientCodableTesting" in document or "import ResilientCodableTesting" in code:
            imports += "import ResilientCodableTesting\n"
        open(os.path.join(directory, "main.swift"), "w").write(imports + code)
        open(os.path.join(directory, "name"), "w").write(f"{document}:{start}")
        if marker == "<!-- snippet: error -->":
            open(os.path.join(directory, "expected-error"), "w").write(expected_error(code))
        if expected is not None:
            open(os.path.join(directory, "expected-output"), "w").write(expected)
