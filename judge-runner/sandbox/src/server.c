/* `jsandbox --serve`: a long-lived sandbox parent, one per runner lane, that forks a supervisor
 * per run instead of the runner spawning a fresh helper each time.
 *
 * Why: moving a process into an existing v1 cgroup (a write to cgroup.procs) waits for an RCU
 * grace period, 10-27 ms unless another migration happened moments before, so every run that is
 * not back to back paid it. The server moves itself into the lane's cgroups once, when it first
 * sees the name; every supervisor it forks, and that supervisor's init and program, inherit the
 * membership at fork without any migration. It also saves the runner a process spawn per run.
 *
 * Protocol on stdin, one request at a time: "<bytes>\n" followed by that many bytes holding the
 * usual command line, each argument NUL-terminated. Answers on stdout, one line each:
 *   p PID      the supervisor started (kill it to abort the run; its sandbox dies with it)
 *   r {...}    its JSON report, when it printed one; it may come before the supervisor has ended
 *   d STATUS   it ended (wait status); always the last line of a request, and the next request
 *              starts only after it, so runs in one cgroup never overlap
 * The server dies with its parent (the runner); its supervisors die with it. */
#include "jsandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#define MAX_REQUEST (1 << 20)
#define MAX_ARGS 4096
#define MAX_REPORT 8192

/* The cgroup name this process (and so every child it forks) already sits in; NULL for none. */
const char *js_inherited_cgroup;
static char joined_name[256];

/* Reads exactly n bytes; false on end of input or error. */
static bool read_full(int fd, char *buf, size_t n) {
  size_t got = 0;
  while (got < n) {
    ssize_t r = read(fd, buf + got, n - got);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return false;
    got += (size_t)r;
  }
  return true;
}

static bool write_full(int fd, const char *buf, size_t n) {
  while (n > 0) {
    ssize_t w = write(fd, buf, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return false;
    buf += w;
    n -= (size_t)w;
  }
  return true;
}

/* The header line, read a byte at a time so nothing of the request body is consumed early. */
static long read_header(int fd) {
  char line[32];
  size_t used = 0;
  for (;;) {
    if (used + 1 >= sizeof line || !read_full(fd, line + used, 1)) return -1;
    if (line[used] == '\n') break;
    used++;
  }
  line[used] = '\0';
  char *end;
  long n = strtol(line, &end, 10);
  return *end || n <= 0 || n > MAX_REQUEST ? -1 : n;
}

/* Splits the NUL-terminated arguments into argv (argv[0] is the helper's own name). */
static int split_args(char *body, size_t size, char **argv) {
  int argc = 0;
  argv[argc++] = "jsandbox";
  for (size_t at = 0; at < size && argc < MAX_ARGS - 1;) {
    argv[argc++] = body + at;
    at += strlen(body + at) + 1;
  }
  argv[argc] = NULL;
  return argc;
}

/* Moves the server into the request's named cgroups once per name, so its forks inherit them.
 * Only for namespaced runs as root: the fallback's program child joins by itself. A failure is
 * not fatal here: the supervisor then joins the usual way and reports any error itself. */
static void join_named_cgroup(int argc, char **argv) {
  static char copy[MAX_REQUEST];
  static char *copy_argv[MAX_ARGS];
  if (geteuid() != 0) return;
  /* js_parse_args edits bind specs in place: parse a copy, the supervisor parses the original. */
  size_t at = 0;
  for (int i = 1; i < argc; i++) {
    size_t len = strlen(argv[i]) + 1;
    memcpy(copy + at, argv[i], len);
    copy_argv[i] = copy + at;
    at += len;
  }
  copy_argv[0] = argv[0];
  copy_argv[argc] = NULL;
  struct js_options opt;
  char err[JS_ERR_LEN];
  if (js_parse_args(argc, copy_argv, &opt, err) < 0) return;
  if (!opt.use_namespaces || !opt.use_cgroups || !opt.cgroup_name) return;
  if (js_inherited_cgroup && strcmp(js_inherited_cgroup, opt.cgroup_name) == 0) return;
  struct js_cgroup cg;
  unsigned missing = 0;
  js_inherited_cgroup = NULL;
  if (js_cgroup_setup(&cg, &opt, &missing, err) < 0) {
    js_cgroup_release(&cg);
    return;
  }
  bool joined = cg.join_count > 0;
  for (int i = 0; i < cg.join_count; i++)
    if (js_write_fd(cg.join_fds[i], "0") < 0) joined = false;
  js_cgroup_release(&cg);
  if (!joined) return;
  snprintf(joined_name, sizeof joined_name, "%s", opt.cgroup_name);
  js_inherited_cgroup = joined_name;
}

static void answer(const char *kind, const char *text) {
  char line[MAX_REPORT + 64];
  int n = snprintf(line, sizeof line, "%s %s\n", kind, text);
  if (n > 0 && !write_full(1, line, (size_t)n < sizeof line ? (size_t)n : sizeof line - 1)) _exit(0);
}

/* One request: fork the supervisor with its stdout on a pipe, relay its report, say how it ended. */
static void serve_one(int argc, char **argv, int (*supervise)(int, char **)) {
  int report[2];
  if (pipe2(report, O_CLOEXEC) < 0) {
    answer("d", "-1");
    return;
  }
  pid_t pid = fork();
  if (pid == 0) {
    close(report[0]);
    int null_fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (null_fd < 0 || dup2(null_fd, 0) < 0 || dup2(report[1], 1) < 0) _exit(1);
    _exit(supervise(argc, argv));
  }
  close(report[1]);
  if (pid < 0) {
    close(report[0]);
    answer("d", "-1");
    return;
  }
  char text[32];
  snprintf(text, sizeof text, "%d", (int)pid);
  answer("p", text);
  /* The report is the supervisor's one line of output; it is passed on as soon as it is complete,
   * while the supervisor still waits for its sandbox's init to end (main.c). */
  static char buf[MAX_REPORT];
  size_t used = 0;
  bool relayed = false;
  ssize_t n;
  while ((n = read(report[0], buf + used, sizeof buf - 1 - used)) != 0) {
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) break;
    used += (size_t)n;
    buf[used] = '\0';
    char *end = relayed ? NULL : strchr(buf, '\n');
    if (end) {
      *end = '\0';
      if (*buf) answer("r", buf);
      relayed = true;
    }
    if (relayed || used == sizeof buf - 1) used = 0;
  }
  close(report[0]);
  if (!relayed && used > 0) answer("r", buf);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  snprintf(text, sizeof text, "%d", status);
  answer("d", text);
}

int js_serve(int (*supervise)(int, char **)) {
  pid_t starter = getppid();
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != starter) return 1;
  signal(SIGPIPE, SIG_IGN);
  if (geteuid() == 0) js_set_oom_score_adj("-1000");
  static char body[MAX_REQUEST];
  static char *argv[MAX_ARGS];
  for (;;) {
    long size = read_header(0);
    if (size < 0 || !read_full(0, body, (size_t)size)) return 0;
    if (body[size - 1] != '\0') {
      answer("d", "-1");
      continue;
    }
    int argc = split_args(body, (size_t)size, argv);
    join_named_cgroup(argc, argv);
    serve_one(argc, argv, supervise);
  }
}
