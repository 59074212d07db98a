/**
 * The programming languages the site knows, named exactly as HOJ names them: submissions, problem
 * language lists and the judge runners all use these names. The runner's own table
 * (judge-runner/src/languages/languages.ts) says how to compile and run each; this catalog is what the
 * server and the web app show. Which of them a site offers follows what its runners can run.
 */
export interface LanguageInfo {
  name: string;
  /** Shown next to the name until a runner reports its real toolchain version. */
  description: string;
  /** CodeMirror mode. */
  contentType: string;
  /** The compile command as the help page shows it (`{src}` the source file, `{exe}` the program). */
  compileCommand: string;
  /** A+B: reads two integers, prints their sum. Default editor content. */
  template: string;
  /** C and C++ run under the problem's raw limits; every other language gets double time and memory. */
  isCFamily: boolean;
  /** Offered on a fresh site before any runner has said what it can run. */
  enabledByDefault: boolean;
}

const C_TEMPLATE = `#include <stdio.h>

int main(void) {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    printf("%lld\\n", a + b);
    return 0;
}
`;

const CPP_TEMPLATE = `#include <iostream>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    cout << a + b << endl;
    return 0;
}
`;

const JAVA_TEMPLATE = `import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long a = in.nextLong(), b = in.nextLong();
        System.out.println(a + b);
    }
}
`;

const PYTHON_TEMPLATE = `a, b = map(int, input().split())
print(a + b)
`;

const GO_TEMPLATE = `package main

import "fmt"

func main() {
	var a, b int64
	fmt.Scan(&a, &b)
	fmt.Println(a + b)
}
`;

const RUST_TEMPLATE = `use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let sum: i64 = input.split_whitespace().map(|x| x.parse::<i64>().unwrap()).sum();
    println!("{}", sum);
}
`;

const NODE_TEMPLATE = `const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(BigInt);
console.log(String(a + b));
`;

/** The A+B program of each language family, shared with the runner's language table. */
export const AB_TEMPLATES = {
  c: C_TEMPLATE,
  cpp: CPP_TEMPLATE,
  java: JAVA_TEMPLATE,
  python: PYTHON_TEMPLATE,
  go: GO_TEMPLATE,
  rust: RUST_TEMPLATE,
  node: NODE_TEMPLATE,
} as const;

function gcc(name: string, isCpp: boolean, standard: string, optimize: boolean): LanguageInfo {
  const compiler = isCpp ? 'g++' : 'gcc';
  const flags = `-DONLINE_JUDGE -w -fmax-errors=3 -std=${standard}${optimize ? ' -O2' : ''}`;
  return {
    name,
    description: `GCC (${standard.toUpperCase()}${optimize ? ', -O2' : ''})`,
    contentType: isCpp ? 'text/x-c++src' : 'text/x-csrc',
    compileCommand: `${compiler} ${flags} {src} -lm -o {exe}`,
    template: isCpp ? CPP_TEMPLATE : C_TEMPLATE,
    isCFamily: true,
    enabledByDefault: true,
  };
}

export const LANGUAGE_CATALOG: readonly LanguageInfo[] = [
  gcc('C', false, 'c11', false),
  gcc('C With O2', false, 'c11', true),
  gcc('C++', true, 'c++14', false),
  gcc('C++ With O2', true, 'c++14', true),
  gcc('C++ 17', true, 'c++17', false),
  gcc('C++ 17 With O2', true, 'c++17', true),
  gcc('C++ 20', true, 'c++20', false),
  gcc('C++ 20 With O2', true, 'c++20', true),
  {
    name: 'Java',
    description: 'OpenJDK',
    contentType: 'text/x-java',
    compileCommand: 'javac -encoding UTF-8 Main.java && java -Xmx{memory}m -Xss64m -cp . Main',
    template: JAVA_TEMPLATE,
    isCFamily: false,
    enabledByDefault: true,
  },
  {
    name: 'Python3',
    description: 'Python 3',
    contentType: 'text/x-python',
    compileCommand: 'python3 -m py_compile {src} && python3 {src}',
    template: PYTHON_TEMPLATE,
    isCFamily: false,
    enabledByDefault: true,
  },
  {
    name: 'PyPy3',
    description: 'PyPy 3',
    contentType: 'text/x-python',
    compileCommand: 'pypy3 -m py_compile {src} && pypy3 {src}',
    template: PYTHON_TEMPLATE,
    isCFamily: false,
    enabledByDefault: false,
  },
  {
    name: 'Golang',
    description: 'Go',
    contentType: 'text/x-go',
    compileCommand: 'go build -o {exe} {src}',
    template: GO_TEMPLATE,
    isCFamily: false,
    enabledByDefault: false,
  },
  {
    name: 'Rust',
    description: 'rustc (edition 2021, -O)',
    contentType: 'text/x-rustsrc',
    compileCommand: 'rustc -O --edition 2021 -o {exe} {src}',
    template: RUST_TEMPLATE,
    isCFamily: false,
    enabledByDefault: false,
  },
  {
    name: 'JavaScript Node',
    description: 'Node.js',
    contentType: 'text/javascript',
    compileCommand: 'node --check {src} && node {src}',
    template: NODE_TEMPLATE,
    isCFamily: false,
    enabledByDefault: false,
  },
];

export const LANGUAGE_NAMES: readonly string[] = LANGUAGE_CATALOG.map((l) => l.name);

export function findLanguage(name: string): LanguageInfo | undefined {
  return LANGUAGE_CATALOG.find((l) => l.name === name);
}

/** C and C++ keep the problem's limits; other languages get double (spec 1 §9), local problems only. */
export function limitMultiplier(language: string): number {
  return findLanguage(language)?.isCFamily === true ? 1 : 2;
}
