"""Extracts the Swift code blocks of Markdown documents for Scripts/check-snippets.sh.

Usage: extract-snippets.py WORK DOCUMENT...

For each checked block, writes to WORK/<n>/:
- main.swift: the imports every block may assume (Foundation, ResilientCodable, and swift-log
  with ResilientCodableLogging where logging is involved), then the block; a block of statements
  only goes in a scope of its own, where it may shadow the context;
- context.swift: the document's other blocks that only declare types, minus those that declare a
  name this block declares, since an article's blocks build on one another;
- preamble.swift: Tests/Snippets/<document stem>.swift, if any: what the prose assumes;
- name: the document and the block's first line;
- expected-output: when `<!-- snippet: output -->` and a plain fenced block follow the block;
- expected-error: the message of its `// error: ` comment, when `<!-- snippet: error -->`
  precedes the block.

`<!-- snippet: skip -->` before a block leaves it out.
"""

import os
import re
import sys

# What starts a declaration at the top level of a block.
DECLARATION = re.compile(
    r"^(struct|enum|class|final|protocol|extension|func|actor|typealias|public|private|"
    r"fileprivate|internal|import|init)\b|^@(SafeDecoding|Test|Suite|main|MainActor)\b"
)
# The name a declaration at the top level declares.
DECLARED_NAME = re.compile(
    r"^(?:final |public |private |fileprivate |internal )*"
    r"(?:struct|enum|class|protocol|actor|typealias) (\w+)"
)


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


def top_level(code):
    """The lines of `code` at column 0 that are code."""
    return [
        line for line in code.split("\n")
        if line and not line[0].isspace() and not line.startswith(("//", "}", ")", "]"))
    ]


def declared_names(code):
    return {match.group(1) for line in top_level(code) if (match := DECLARED_NAME.match(line))}


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
    stem = os.path.splitext(os.path.basename(document))[0]
    preamble = os.path.join("Tests", "Snippets", stem + ".swift")
    found = list(blocks(open(document, encoding="utf-8").read().split("\n")))
    checked = [block for block in found if block[2] != "<!-- snippet: skip -->"]
    declarations = [
        block for block in checked
        if block[2] != "<!-- snippet: error -->"
        and all(DECLARATION.match(line) for line in top_level(block[1]))
    ]
    for start, code, marker, expected in checked:
        count += 1
        directory = os.path.join(work, str(count))
        os.makedirs(directory)
        imports = "import Foundation\nimport ResilientCodable\n"
        if "ResilientCodableLogging" in document or "Logger" in code:
            imports += "import Logging\nimport ResilientCodableLogging\n"
        # Statements only (after the imports): a scope of their own, where they may shadow the
        # preamble's context, as a later block of an article redeclares what an earlier one did.
        lines = code.split("\n")
        block_imports = [line for line in lines if line.startswith("import ")]
        rest = "\n".join(line for line in lines if not line.startswith("import "))
        body = code
        if not any(DECLARATION.match(line) for line in top_level(rest)):
            body = "\n".join(block_imports) + "\ndo {\n" + rest + "}\n"
        open(os.path.join(directory, "main.swift"), "w").write(imports + body)
        # The other blocks' declarations, the first of two that declare one name.
        names = declared_names(code)
        context = []
        for other in declarations:
            other_names = declared_names(other[1])
            if other[0] != start and not (other_names & names):
                context.append(other[1])
                names |= other_names
        open(os.path.join(directory, "context.swift"), "w").write(
            imports + "\n".join(context))
        open(os.path.join(directory, "name"), "w").write(f"{document}:{start}")
        if os.path.exists(preamble):
            open(os.path.join(directory, "preamble.swift"), "w").write(open(preamble).read())
        if marker == "<!-- snippet: error -->":
            open(os.path.join(directory, "expected-error"), "w").write(expected_error(code))
        if expected is not None:
            open(os.path.join(directory, "expected-output"), "w").write(expected)
