/** Programs the judge integration tests and benchmarks submit. */

export const C_AB = `#include <stdio.h>
int main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); return 0; }
`;

export const CPP_AB = `#include <iostream>
int main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; return 0; }
`;

/** Prints `1 2 3`, the answer of the "count to three" fixture. */
export const C_COUNT = (text: string) => `#include <stdio.h>
int main(void) { fputs(${JSON.stringify(text)}, stdout); return 0; }
`;

export const C_WRONG_AB = `#include <stdio.h>
int main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b + 1); return 0; }
`;

export const C_SYNTAX_ERROR = `#include <stdio.h>
int main(void) { printf("missing semicolon") return 0; }
`;

export const C_INFINITE_LOOP = `int main(void) { volatile unsigned long x = 0; for (;;) x++; }
`;

export const C_MEMORY_HOG = `#include <stdlib.h>
#include <string.h>
int main(void) {
  for (int i = 0; i < 64; i++) { char *p = malloc(16 << 20); if (!p) return 3; memset(p, i, 16 << 20); }
  return 0;
}
`;

export const C_NULL_DEREFERENCE = `#include <stdio.h>
int main(void) { volatile int *p = 0; *p = 42; printf("%d\\n", *p); return 0; }
`;

export const C_EXIT_CODE = `int main(void) { return 3; }
`;

export const C_ENDLESS_OUTPUT = `#include <stdio.h>
int main(void) { for (;;) fputs("0123456789012345678901234567890123456789012345678901234567890123\\n", stdout); }
`;

/** A+B that goes wrong when a > 1000: accepted on small cases only (for subtasks). */
export const C_AB_SMALL_ONLY = `#include <stdio.h>
int main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a > 1000 ? 0 : a + b); return 0; }
`;

/** Special judge: accepts any permutation of 1..n (n is the input). HOJ exit codes. */
export const SPJ_PERMUTATION = `#include <cstdio>
#include <vector>
int main(int argc, char **argv) {
  if (argc < 4) return 103;
  FILE *in = fopen(argv[1], "r"), *out = fopen(argv[2], "r");
  if (!in || !out) return 103;
  int n; if (fscanf(in, "%d", &n) != 1) return 103;
  std::vector<int> seen(n + 1, 0);
  for (int i = 0; i < n; i++) {
    int x;
    if (fscanf(out, "%d", &x) != 1) { fprintf(stderr, "too few numbers\\n"); return 102; }
    if (x < 1 || x > n || seen[x]) { fprintf(stderr, "%d is not allowed here\\n", x); return 102; }
    seen[x] = 1;
  }
  int extra; if (fscanf(out, "%d", &extra) == 1) { fprintf(stderr, "too many numbers\\n"); return 102; }
  return 0;
}
`;

/** Interactor for "guess the number": the secret is in the input file; at most 20 guesses. */
export const INTERACTOR_GUESS = `#include <cstdio>
int main(int argc, char **argv) {
  FILE *in = fopen(argv[1], "r");
  int secret; if (!in || fscanf(in, "%d", &secret) != 1) return 3;
  for (int tries = 1; tries <= 20; tries++) {
    int guess;
    if (scanf("%d", &guess) != 1) { fprintf(stderr, "no guess\\n"); return 1; }
    if (guess == secret) { printf("=\\n"); fflush(stdout); return 0; }
    printf(guess < secret ? "<\\n" : ">\\n");
    fflush(stdout);
  }
  fprintf(stderr, "too many guesses\\n");
  return 1;
}
`;

export const C_GUESS_BINARY_SEARCH = `#include <stdio.h>
int main(void) {
  int lo = 1, hi = 1000;
  for (;;) {
    int mid = (lo + hi) / 2; char reply[4];
    printf("%d\\n", mid); fflush(stdout);
    if (scanf("%3s", reply) != 1) return 0;
    if (reply[0] == '=') return 0;
    if (reply[0] == '<') lo = mid + 1; else hi = mid - 1;
  }
}
`;

export const C_GUESS_ALWAYS_ONE = `#include <stdio.h>
int main(void) {
  char reply[4];
  for (;;) { printf("1\\n"); fflush(stdout); if (scanf("%3s", reply) != 1 || reply[0] == '=') return 0; }
}
`;

export const C_FILE_IO_AB = `#include <stdio.h>
int main(void) {
  FILE *in = fopen("data.in", "r"), *out = fopen("data.out", "w");
  long long a, b; if (!in || !out || fscanf(in, "%lld %lld", &a, &b) != 2) return 1;
  fprintf(out, "%lld\\n", a + b); fclose(out); return 0;
}
`;
