/* `jsandbox --serve`: one per runner lane, for the lane's whole life, so the runner neither spawns
 * a helper per run nor pays for a sandbox built and torn down per run.
 *
 * Runs as root with namespaces and a named cgroup go to the lane's long-lived sandbox (lane.c):
 * an init that stays in its namespaces and cgroups and only starts the program per run. Anything
 * else (not root, --no-namespaces, --no-cgroups, no --cgroup, --report) goes to a supervisor
 * forked per run, the one-shot helper's own path (main.c).
 *
 * Protocol on stdin: a run is "<bytes>\n" followed by that many bytes holding the usual command
 * line, each argument NUL-terminated; "k\n" aborts the run in progress (and is ignored when none
 * is: an abort may cross the run's end). The runner sends a run only once the one before has
 * ended. Each run is answered with exactly one line on stdout, in one write:
 *   0 {...}    the run's JSON report
 *   STATUS     the run ended without a report: STATUS is the wait status of what ended (a lane's
 *              init or a supervisor killed from outside gives a signal's), or -1 when the server
 *              could not start it; the runner tries such a run once more
 * One line per run, not a report line and an end line: each line the runner reads is a wake-up
 * and a pass through its stream code, which cost it more than the run's own share of the work.
 * The server dies with its parent (the runner), and every sandbox with it. */
#include "jsandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#define MAX_REPORT 8192
#define MAX_HEADER 32

/* What has been read from stdin and not yet handled. */
static struct {
  char buf[JS_MAX_REQUEST + MAX_HEADER];
  size_t start, end;
  bool eof;
  bool request_waiting; /* a run came while another was in progress: stdin is not watched then */
  bool early_abort;     /* the run's abort was read with its request */
} in;

static void compact(void) {
  memmove(in.buf, in.buf + in.start, in.end - in.start);
  in.end -= in.start;
  in.start = 0;
}

/* Reads what stdin has (blocking until something comes); false at its end. */
static bool fill(void) {
  if (in.end == sizeof in.buf) compact();
  for (;;) {
    ssize_t n = read(0, in.buf + in.end, sizeof in.buf - in.end);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      in.eof = true;
      return false;
    }
    in.end += (size_t)n;
    return true;
  }
}

/* Drops the abort lines at the front; says whether there were any. */
static bool take_aborts(void) {
  bool found = false;
  while (in.end - in.start >= 2 && memcmp(in.buf + in.start, "k\n", 2) == 0) {
    in.start += 2;
    found = true;
  }
  return found;
}

/* The next run's arguments, copied to `body`; its size, or -1 at the end of input or on a
 * malformed request (both end the server). */
static long next_request(char *body) {
  for (;;) {
    take_aborts();
    char *head = in.buf + in.start;
    char *newline = memchr(head, '\n', in.end - in.start);
    if (!newline) {
      if (in.end - in.start >= MAX_HEADER || !fill()) return -1;
      continue;
    }
    *newline = '\0';
    char *end;
    long size = strtol(head, &end, 10);
    if (end == head || *end || size <= 0 || size > JS_MAX_REQUEST) return -1;
    size_t body_at = (size_t)(newline + 1 - in.buf);
    while (in.end - body_at < (size_t)size) {
      if (in.start > 0) {
        body_at -= in.start;
        compact();
      }
      if (!fill()) return -1;
    }
    memcpy(body, in.buf + body_at, (size_t)size);
    in.start = body_at + (size_t)size;
    /* The runner sends an abort at once when its job ends while the server still finishes the
     * run before (a supervisor's, answered before it has ended): then both are read here, and
     * stdin has nothing left to wake the run's watch. */
    in.early_abort = take_aborts();
    in.request_waiting = false;
    return size;
  }
}

bool js_take_early_abort(void) {
  bool abort = in.early_abort;
  in.early_abort = false;
  return abort;
}

int js_input_watch_fd(void) {
  return in.eof || in.request_waiting ? -1 : 0;
}

bool js_abort_requested(void) {
  if (in.end == sizeof in.buf) compact();
  if (in.end == sizeof in.buf) {
    in.request_waiting = true;
    return false;
  }
  ssize_t n = read(0, in.buf + in.end, sizeof in.buf - in.end);
  if (n < 0 && errno == EINTR) return false;
  if (n <= 0) {
    /* The runner is gone: the run is no one's any more. */
    in.eof = true;
    return true;
  }
  in.end += (size_t)n;
  bool abort = take_aborts();
  in.request_waiting = in.end > in.start;
  return abort;
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

void js_answer(int status, const char *report) {
  char line[MAX_REPORT + 64];
  int n = report ? snprintf(line, sizeof line, "%d %s\n", status, report) : snprintf(line, sizeof line, "%d\n", status);
  if (n >= (int)sizeof line) {
    n = (int)sizeof line - 1;
    line[n - 1] = '\n';
  }
  if (n > 0 && !write_full(1, line, (size_t)n)) _exit(0);
}

void js_answer_unreported(int wait_status) {
  js_answer(wait_status ? wait_status : -1, NULL);
}

/* A run for a supervisor of its own: fork it with its stdout on a pipe, relay its report, or say
 * how it ended without one. An abort kills it (it is this process's child, so its pid stays its
 * own until reaped); its sandbox dies with it. */
static void supervise_one(int argc, char **argv, int (*supervise)(int, char **)) {
  int report[2];
  if (pipe2(report, O_CLOEXEC) < 0) {
    js_answer(-1, NULL);
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
    js_answer(-1, NULL);
    return;
  }
  /* The report is the supervisor's one line of output; it is passed on as soon as it is complete,
   * while the supervisor may still wait for its sandbox's init to end (main.c): the next request
   * is read only once the supervisor has ended, so nothing of this run is left by then. */
  static char buf[MAX_REPORT];
  size_t used = 0;
  bool relayed = false;
  if (js_take_early_abort()) kill(pid, SIGKILL);
  for (;;) {
    struct pollfd fds[2] = {{.fd = report[0], .events = POLLIN},
                            {.fd = relayed ? -1 : js_input_watch_fd(), .events = POLLIN}};
    if (poll(fds, 2, -1) < 0) continue;
    if (fds[1].revents && js_abort_requested()) kill(pid, SIGKILL);
    if (!fds[0].revents) continue;
    ssize_t n = read(report[0], buf + used, sizeof buf - 1 - used);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    if (relayed) continue;
    used += (size_t)n;
    buf[used] = '\0';
    char *end = strchr(buf, '\n');
    if (end) {
      *end = '\0';
      js_answer(0, buf);
      relayed = true;
    } else if (used == sizeof buf - 1) {
      used = 0;
    }
  }
  close(report[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (relayed) return;
  /* Output without an end of line is passed on as it is, for the runner to tell what it was. */
  if (used > 0) {
    js_answer(status, buf);
    return;
  }
  js_answer_unreported(status);
}

int js_serve(int (*supervise)(int, char **)) {
  pid_t starter = getppid();
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != starter) return 1;
  signal(SIGPIPE, SIG_IGN);
  js_remember_cpus();
  /* The lanes' inits live in the runs' memory cgroups: -1000 keeps the OOM killer off them (their
   * programs go back to 0, program.c). */
  if (geteuid() == 0) js_set_oom_score_adj("-1000");
  static char body[JS_MAX_REQUEST], parsed[JS_MAX_REQUEST];
  static char *argv[JS_MAX_ARGS];
  for (;;) {
    long size = next_request(body);
    if (size < 0) {
      /* Reaped here, the lanes' CPU counts among the server's children, as a supervisor's did. */
      js_lane_close_all();
      return 0;
    }
    if (body[size - 1] != '\0') {
      js_answer(-1, NULL);
      continue;
    }
    /* js_parse_args edits bind specs in place: the lane or the supervisor gets the original. */
    memcpy(parsed, body, (size_t)size);
    int argc = js_split_args(parsed, (size_t)size, argv);
    struct js_options opt;
    char err[JS_ERR_LEN];
    if (js_parse_args(argc, argv, &opt, err) == 0 && js_lane_can_run(&opt)) {
      js_lane_run(&opt, body, (size_t)size);
      continue;
    }
    argc = js_split_args(body, (size_t)size, argv);
    supervise_one(argc, argv, supervise);
  }
}
