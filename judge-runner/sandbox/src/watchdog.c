/* The supervisor's watch over a run: waits for it to end, waking only when the CPU or wall budget
 * could first run out, and kills the whole run on overrun. */
#include "jsandbox.h"

#include <errno.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int online_cpus(void) {
  static int known;
  if (known) return known;
  cpu_set_t set;
  int n = sched_getaffinity(0, sizeof set, &set) < 0 ? 1 : CPU_COUNT(&set);
  known = n > 0 ? n : 1;
  return known;
}

/* CPU of the process tree without a cpu cgroup: the program's own /proc entry covers its threads. */
static long long proc_cpu_ms(pid_t pid) {
  char path[64], buf[1024];
  snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
  if (js_read_text(path, buf, sizeof buf) <= 0) return 0;
  char *p = strrchr(buf, ')');
  unsigned long long utime = 0, stime = 0;
  if (!p || sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu", &utime, &stime) != 2)
    return 0;
  return (long long)((utime + stime) * 1000 / (unsigned long long)sysconf(_SC_CLK_TCK));
}

static long long current_cpu_ms(const struct js_watch *w) {
  if (w->cg->cpu_fd >= 0) return (long long)(js_cgroup_cpu_ns(w->cg) / 1000000ULL);
  if (!w->namespaced) return proc_cpu_ms(w->pid);
  return -1;
}

static void kill_all(const struct js_watch *w) {
  if (w->namespaced) {
    kill(w->pid, SIGKILL);
    return;
  }
  kill(-w->pid, SIGKILL);
  kill(w->pid, SIGKILL);
  js_cgroup_kill(w->cg);
}

/* Whether the run is over a limit now; if not, how long it can be left alone at most (a limit
 * cannot be reached sooner). */
enum js_kill_reason js_watch_limits(const struct js_options *opt, const struct js_watch *w, long long start,
                                    int *wait_ms) {
  long long wall = js_now_ms() - start;
  if (wall >= opt->wall_ms) return JS_KILLED_WALL;
  long long cpu = current_cpu_ms(w);
  if (cpu > opt->cpu_ms) return JS_KILLED_CPU;
  long long wait = opt->wall_ms - wall;
  /* All CPUs busy is the fastest the budget can drain, so no earlier check is needed. */
  int cpus = online_cpus();
  if (cpu >= 0 && (opt->cpu_ms - cpu) / cpus + 1 < wait) wait = (opt->cpu_ms - cpu) / cpus + 1;
  *wait_ms = (int)wait;
  return JS_KILLED_NONE;
}

enum js_kill_reason js_watchdog(const struct js_options *opt, const struct js_watch *w, long long start) {
  struct pollfd pfd = {.fd = w->done_fd, .events = POLLIN};
  for (;;) {
    int wait;
    enum js_kill_reason over = js_watch_limits(opt, w, start, &wait);
    if (over != JS_KILLED_NONE) {
      kill_all(w);
      return over;
    }
    int rc = poll(&pfd, 1, wait);
    if (rc > 0) return JS_KILLED_NONE;
    if (rc < 0 && errno != EINTR) {
      kill_all(w);
      return JS_KILLED_NONE;
    }
  }
}
