#!/usr/bin/env python3
"""Lists every Swift function, initializer, subscript or computed property longer than a limit.

Usage: python3 Tools/function-length.py [--limit N] PATH...

A declaration runs from its line to the closing brace at its own indentation, which
`swift format` keeps exact. Prints `file:line: NAME is N lines (at most LIMIT)` for each one
over the limit and exits 1 if there is any, 0 otherwise.
"""

import os
import re
import sys

DECLARATION = re.compile(
    r"^(\s*)(?:@\w+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|private|fileprivate|internal|package|open|static|class|final|override"
    r"|mutating|nonmutating|nonisolated|convenience|required|dynamic)\s+)*"
    r"(func\s+[^\s(<]+|init[?!]?(?=\s*[(<])|subscript|var\s+\w+\s*:[^={]*\{\s*$)"
)


def long_declarations(path, limit):
    with open(path, encoding="utf-8") as source:
        lines = source.read().split("\n")
    for index, line in enumerate(lines):
        match = DECLARATION.match(line)
        if not match:
            continue
        indent = match.group(1)
        for end in range(index + 1, len(lines)):
            closing = lines[end]
            if closing.startswith(indent + "}") and len(closing) - len(closing.lstrip()) == len(indent):
                length = end - index + 1
                if length > limit:
                    name = match.group(2).split(":")[0].strip()
                    yield index + 1, name, length
                break


def main(arguments):
    limit = 80
    if arguments[:1] == ["--limit"]:
        limit, arguments = int(arguments[1]), arguments[2:]
    found = 0
    for top in arguments:
        for folder, _, files in os.walk(top):
            if "/.build" in folder or folder.startswith(".build"):
                continue
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(folder, name)
                for line, declaration, length in long_declarations(path, limit):
                    print(f"{path}:{line}: {declaration} is {length} lines (at most {limit})")
                    found += 1
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
