/* jsandbox: runs one program under limits and prints one JSON line describing how it ended.
 *
 *   supervisor (host, root) -- clone(new pid, mount, ipc, uts ns) --> init (PID 1 of the sandbox)
 *                                                                     builds the root, forks:
 *                                                                     program child -> execve
 *
 * The supervisor prepares everything that does not depend on the new namespaces (cgroup, seccomp
 * filter, stdio files) before cloning, then only waits: on a pipe that init closes when it exits,
 * with a timeout that ends when the CPU or wall budget could first run out. */
#include "jsandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/openat2.h>
#include <linux/seccomp.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define DEFAULT_PATH "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
/* No CLONE_NEWNS: init enters a copy of the pinned template instead of copying the host's mounts. */
#define SANDBOX_FLAGS (CLONE_NEWPID | CLONE_NEWIPC | CLONE_NEWUTS)

enum kill_reason { KILLED_NONE, KILLED_CPU, KILLED_WALL };

struct outcome {
  const char *status;
  long long cpu_ms;
  long long wall_ms;
  long long memory_kb;
  int exit_code;
  int signal;
  const char *time_kind;
};

static const char *report_path;
static unsigned missing;

void js_format_error(char *buf, const char *what, int err) {
  snprintf(buf, JS_ERR_LEN, "%s: %s", what, strerror(err));
}

int js_write_fd(int fd, const char *text) {
  size_t len = strlen(text);
  return write(fd, text, len) == (ssize_t)len ? 0 : -1;
}

/* musl's open() follows O_CLOEXEC with an fcntl for kernels older than 2.6.23; a run opens ~25
 * files, so the raw call saves as many syscalls. Descriptors are always close-on-exec. */
int js_openat(int dir_fd, const char *path, int flags, mode_t mode) {
  return (int)syscall(SYS_openat, dir_fd, path, flags | O_CLOEXEC, mode);
}

int js_open(const char *path, int flags) {
  return js_openat(AT_FDCWD, path, flags, 0644);
}

/* Reads a small file whole, NUL-terminated; returns its length or -1. */
ssize_t js_read_text(const char *path, char *buf, size_t size) {
  int fd = js_open(path, O_RDONLY);
  if (fd < 0) return -1;
  size_t used = 0;
  ssize_t n;
  while (used + 1 < size && (n = read(fd, buf + used, size - 1 - used)) > 0) used += (size_t)n;
  close(fd);
  buf[used] = '\0';
  return (ssize_t)used;
}

int js_write_file(const char *path, const char *text) {
  int fd = js_open(path, O_WRONLY);
  if (fd < 0) return -1;
  int rc = js_write_fd(fd, text);
  int saved = errno;
  close(fd);
  errno = saved;
  return rc;
}

long long js_read_ll(int fd) {
  char buf[64];
  ssize_t n = pread(fd, buf, sizeof buf - 1, 0);
  if (n <= 0) return 0;
  buf[n] = '\0';
  return strtoll(buf, NULL, 10);
}

static long long now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000LL + t.tv_nsec / 1000000;
}

/* ---------- the JSON line ---------- */

static void json_string(FILE *f, const char *s) {
  fputc('"', f);
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\')
      fprintf(f, "\\%c", c);
    else if (c < 0x20)
      fprintf(f, "\\u%04x", c);
    else
      fputc(c, f);
  }
  fputc('"', f);
}

static const char *const missing_names[] = {"namespaces", "network-namespace", "cgroup-memory",
                                            "cgroup-pids", "cgroup-cpu", "cgroup-swap",
                                            "uid-switch"};

static void emit_json(const struct outcome *o, const char *error) {
  FILE *f = stdout;
  if (report_path && !(f = fopen(report_path, "we"))) f = stdout;
  fprintf(f, "{\"status\":\"%s\",\"cpuMs\":%lld,\"wallMs\":%lld,\"memoryKb\":%lld,\"exitCode\":%d,",
          o->status, o->cpu_ms, o->wall_ms, o->memory_kb, o->exit_code);
  fprintf(f, "\"signal\":%d,\"timeKind\":", o->signal);
  if (o->time_kind)
    fprintf(f, "\"%s\"", o->time_kind);
  else
    fputs("null", f);
  fputs(",\"missing\":[", f);
  bool first = true;
  for (size_t i = 0; i < sizeof missing_names / sizeof missing_names[0]; i++) {
    if (!(missing & (1u << i))) continue;
    fprintf(f, "%s\"%s\"", first ? "" : ",", missing_names[i]);
    first = false;
  }
  fputc(']', f);
  if (error) {
    fputs(",\"error\":", f);
    json_string(f, error);
  }
  fputs("}\n", f);
  fflush(f);
  if (f != stdout) fclose(f);
}

static struct js_cgroup *active_cgroup;
static pid_t sandbox_pid;

static _Noreturn void system_error(const char *error) {
  struct outcome o = {.status = "SE"};
  if (sandbox_pid > 0) {
    kill(sandbox_pid, SIGKILL);
    waitpid(sandbox_pid, NULL, 0);
  }
  if (active_cgroup) js_cgroup_release(active_cgroup);
  emit_json(&o, error);
  exit(1);
}

/* ---------- command line ---------- */

static void usage_error(const char *fmt, const char *arg) {
  char msg[JS_ERR_LEN];
  snprintf(msg, sizeof msg, fmt, arg);
  system_error(msg);
}

static long long number(const char *name, const char *value) {
  char *end;
  errno = 0;
  long long n = strtoll(value, &end, 10);
  if (errno || *end || n <= 0) usage_error("%s needs a positive integer", name);
  return n;
}

static void add_bind(struct js_options *opt, char *spec, bool writable) {
  if (opt->bind_count >= JS_MAX_LIST) usage_error("too many binds (at most 64), at %s", spec);
  struct js_bind *b = &opt->binds[opt->bind_count++];
  char *colon = strchr(spec, ':');
  if (colon) *colon = '\0';
  b->src = spec;
  b->dst = colon ? colon + 1 : spec;
  b->writable = writable;
  if (b->src[0] != '/' || b->dst[0] != '/' || strstr(b->dst, ".."))
    usage_error("bind paths must be absolute without '..': %s", spec);
}

static void parse_args(int argc, char **argv, struct js_options *opt) {
  *opt = (struct js_options){
      .cpu_ms = 1000, .memory_kb = 262144, .output_kb = 65536, .tmp_kb = 65536, .procs = 64,
      .uid = 60000, .gid = 60000, .profile = JS_SECCOMP_RUN, .use_namespaces = true,
      .use_cgroups = true, .limit_address_space = true};
  int i = 1;
  for (; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--") == 0) {
      i++;
      break;
    }
    if (strcmp(a, "--no-namespaces") == 0) {
      opt->use_namespaces = false;
      continue;
    }
    if (strcmp(a, "--no-cgroups") == 0) {
      opt->use_cgroups = false;
      continue;
    }
    if (strcmp(a, "--no-address-limit") == 0) {
      opt->limit_address_space = false;
      continue;
    }
    static const char *const valued[] = {"--box", "--stdin", "--stdout", "--stderr", "--cpu-ms", "--wall-ms",
                                         "--memory-kb", "--stack-kb", "--procs", "--output-kb", "--tmp-kb",
                                         "--uid", "--gid", "--report", "--ro", "--rw", "--cgroup", "--env",
                                         "--seccomp"};
    bool known = false;
    for (size_t k = 0; k < sizeof valued / sizeof valued[0]; k++) known = known || strcmp(a, valued[k]) == 0;
    if (!known) usage_error("unknown option %s", a);
    if (i + 1 >= argc) usage_error("%s needs a value", a);
    char *v = argv[++i];
    if (strcmp(a, "--box") == 0) opt->box = v;
    else if (strcmp(a, "--stdin") == 0) opt->stdin_path = v;
    else if (strcmp(a, "--stdout") == 0) opt->stdout_path = v;
    else if (strcmp(a, "--stderr") == 0) opt->stderr_path = v;
    else if (strcmp(a, "--cpu-ms") == 0) opt->cpu_ms = number(a, v);
    else if (strcmp(a, "--wall-ms") == 0) opt->wall_ms = number(a, v);
    else if (strcmp(a, "--memory-kb") == 0) opt->memory_kb = number(a, v);
    else if (strcmp(a, "--stack-kb") == 0) opt->stack_kb = number(a, v);
    else if (strcmp(a, "--procs") == 0) opt->procs = number(a, v);
    else if (strcmp(a, "--output-kb") == 0) opt->output_kb = number(a, v);
    else if (strcmp(a, "--tmp-kb") == 0) opt->tmp_kb = number(a, v);
    else if (strcmp(a, "--uid") == 0) opt->uid = (uid_t)number(a, v);
    else if (strcmp(a, "--gid") == 0) opt->gid = (gid_t)number(a, v);
    else if (strcmp(a, "--report") == 0) opt->report_path = report_path = v;
    else if (strcmp(a, "--ro") == 0) add_bind(opt, v, false);
    else if (strcmp(a, "--rw") == 0) add_bind(opt, v, true);
    else if (strcmp(a, "--cgroup") == 0) {
      if (!*v || strchr(v, '/') || strcmp(v, ".") == 0 || strcmp(v, "..") == 0)
        usage_error("--cgroup takes a plain name, got '%s'", v);
      opt->cgroup_name = v;
    } else if (strcmp(a, "--env") == 0) {
      if (!strchr(v, '=')) usage_error("--env takes KEY=VALUE, got '%s'", v);
      if (opt->env_count >= JS_MAX_LIST) usage_error("too many --env (at most 64), at %s", v);
      opt->env[opt->env_count++] = v;
    } else if (strcmp(a, "--seccomp") == 0) {
      if (strcmp(v, "run") == 0) opt->profile = JS_SECCOMP_RUN;
      else if (strcmp(v, "compile") == 0) opt->profile = JS_SECCOMP_COMPILE;
      else if (strcmp(v, "none") == 0) opt->profile = JS_SECCOMP_NONE;
      else usage_error("--seccomp is run, compile or none, got '%s'", v);
    }
  }
  if (i >= argc) usage_error("%s", "missing program: jsandbox [options] -- /path/to/program args...");
  if (!opt->box) usage_error("%s", "--box DIR is required");
  opt->argv = argv + i;
  if (!opt->wall_ms) opt->wall_ms = opt->cpu_ms * 2 + 1000;
  if (!opt->stack_kb) opt->stack_kb = opt->memory_kb;
}

/* ---------- stdio files ---------- */

/* Box-relative names are resolved beneath the box without following symlinks: a program from an
 * earlier step may have planted a link there, and the supervisor opens files as root. */
static int open_path(int box_fd, const char *path, int flags) {
  if (path[0] == '/') return js_open(path, flags);
  struct open_how how = {.flags = (uint64_t)(flags | O_CLOEXEC),
                         .mode = (flags & O_CREAT) ? 0644 : 0,
                         .resolve = RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS};
  int fd = (int)syscall(SYS_openat2, box_fd, path, &how, sizeof how);
  if (fd >= 0 || errno != ENOSYS) return fd;
  if (strchr(path, '/')) {
    errno = EXDEV;
    return -1;
  }
  return js_openat(box_fd, path, flags | O_NOFOLLOW, 0644);
}

static void open_failed(const char *path) {
  char msg[JS_ERR_LEN];
  js_format_error(msg, path, errno);
  system_error(msg);
}

/* F_SETFL only touches the status flags, and none besides O_NONBLOCK is set on these. */
static int clear_nonblock(int fd) {
  return fcntl(fd, F_SETFL, 0);
}

static void interrupt_only(int signo) {
  (void)signo;
}

/* A program reading a FIFO must not start before the other side has opened the write end, or its
 * first read sees end of file. A blocking open for reading returns once a writer exists. It cannot
 * deadlock two helpers wired crosswise: each already holds its read end (opened without blocking),
 * which is all the other's write open needs. A writer that never comes ends at the wall limit. */
static void wait_for_fifo_writer(int box_fd, const char *path, int *fd, long long deadline) {
  struct stat st;
  if (fstat(*fd, &st) != 0 || !S_ISFIFO(st.st_mode)) return;
  long long left = deadline - now_ms();
  if (left < 1) left = 1;
  struct sigaction on_alarm = {.sa_handler = interrupt_only}, previous;
  sigemptyset(&on_alarm.sa_mask);
  sigaction(SIGALRM, &on_alarm, &previous);
  struct itimerval timer = {.it_value = {.tv_sec = left / 1000, .tv_usec = (left % 1000) * 1000}};
  setitimer(ITIMER_REAL, &timer, NULL);
  int blocking = open_path(box_fd, path, O_RDONLY);
  int saved = errno;
  struct itimerval off = {0};
  setitimer(ITIMER_REAL, &off, NULL);
  sigaction(SIGALRM, &previous, NULL);
  if (blocking < 0) {
    errno = saved == EINTR ? ETIMEDOUT : saved;
    open_failed(path);
  }
  close(*fd);
  *fd = blocking;
}

/* Interactive runs pass FIFOs. Read ends open first and without blocking, so two helpers wired
 * crosswise never wait on each other; a write end waits (up to the wall limit) for its reader;
 * then the read end waits for its writer (wait_for_fifo_writer). */
static void open_stdio(const struct js_options *opt, int box_fd, int stdio[3]) {
  const char *in = opt->stdin_path ? opt->stdin_path : "/dev/null";
  stdio[0] = open_path(box_fd, in, O_RDONLY | O_NONBLOCK);
  if (stdio[0] < 0 || clear_nonblock(stdio[0]) < 0) open_failed(in);

  const char *paths[2] = {opt->stdout_path, opt->stderr_path};
  long long deadline = now_ms() + opt->wall_ms;
  for (int i = 0; i < 2; i++) {
    const char *path = paths[i] ? paths[i] : "/dev/null";
    if (i == 1 && paths[0] && paths[1] && strcmp(paths[0], paths[1]) == 0) {
      stdio[2] = dup(stdio[1]);
      if (stdio[2] < 0) open_failed(path);
      fcntl(stdio[2], F_SETFD, FD_CLOEXEC);
      break;
    }
    int fd;
    while ((fd = open_path(box_fd, path, O_WRONLY | O_CREAT | O_TRUNC | O_NONBLOCK)) < 0 &&
           errno == ENXIO && now_ms() < deadline)
      usleep(1000);
    if (fd < 0 || clear_nonblock(fd) < 0) open_failed(path);
    stdio[i + 1] = fd;
  }
  wait_for_fifo_writer(box_fd, in, &stdio[0], deadline);
}

static long long output_size(int fd) {
  struct stat st;
  return fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ? (long long)st.st_size : 0;
}

/* ---------- the program child ---------- */

/* The helper's processes hand work to each other several times per run; on one CPU each handoff
 * is a plain context switch, across CPUs it is a wake-up IPI that costs 0.1-0.2 ms on a VM. The
 * program gets the original CPU set back before its execve. */
static cpu_set_t original_cpus;

static void pin_to_current_cpu(void) {
  int cpu = sched_getcpu();
  if (cpu < 0 || sched_getaffinity(0, sizeof original_cpus, &original_cpus) < 0) return;
  cpu_set_t one;
  CPU_ZERO(&one);
  CPU_SET(cpu, &one);
  sched_setaffinity(0, sizeof one, &one);
}

static void set_limit(int resource, rlim_t value) {
  struct rlimit rl = {value, value};
  setrlimit(resource, &rl);
}

static bool find_in_path(char *out, const char *name, char *const *envp) {
  const char *path = DEFAULT_PATH + 5;
  for (char *const *e = envp; *e; e++)
    if (strncmp(*e, "PATH=", 5) == 0) path = *e + 5;
  while (*path) {
    size_t len = strcspn(path, ":");
    snprintf(out, 4096, "%.*s/%s", (int)len, path, name);
    if (access(out, X_OK) == 0) return true;
    path += len + (path[len] == ':');
  }
  return false;
}

static _Noreturn void child_fail(int fd, const char *what, int err) {
  char msg[JS_ERR_LEN];
  js_format_error(msg, what, err);
  if (write(fd, msg, strlen(msg)) < 0) _exit(126);
  _exit(127);
}

static _Noreturn void program_child(struct js_launch *l, int err_fd) {
  const struct js_options *opt = l->opt;
  /* In the namespaces the supervisor has already moved init, and so this child, into the cgroup. */
  for (int i = 0; !opt->use_namespaces && i < l->cg->join_count; i++)
    if (js_write_fd(l->cg->join_fds[i], "0") < 0) child_fail(err_fd, "join cgroup", errno);

  for (int i = 0; i < 3; i++)
    if (dup2(l->stdio[i], i) < 0) child_fail(err_fd, "dup2", errno);
  /* Whatever the runner leaked into the helper must not reach the program. */
  syscall(SYS_close_range, 3U, ~0U, 4U /* CLOSE_RANGE_CLOEXEC */);

  if (CPU_COUNT(&original_cpus) > 0) sched_setaffinity(0, sizeof original_cpus, &original_cpus);
  signal(SIGPIPE, SIG_DFL);
  set_limit(RLIMIT_STACK, (rlim_t)opt->stack_kb * 1024);
  set_limit(RLIMIT_FSIZE, (rlim_t)opt->output_kb * 1024 + 1);
  set_limit(RLIMIT_NOFILE, 256);
  set_limit(RLIMIT_CORE, 0);
  struct rlimit cpu = {(rlim_t)(opt->cpu_ms + 999) / 1000 + 1, (rlim_t)(opt->cpu_ms + 999) / 1000 + 2};
  setrlimit(RLIMIT_CPU, &cpu);

  if (!opt->use_namespaces) {
    setpgid(0, 0);
    /* Only without a memory cgroup: an address-space cap also counts reservations (the JVM's). */
    if (opt->limit_address_space && !l->cg->mem_dir[0]) set_limit(RLIMIT_AS, (rlim_t)opt->memory_kb * 1024);
    if (geteuid() == 0) set_limit(RLIMIT_NPROC, (rlim_t)opt->procs);
    if (chdir(l->box_host) < 0) child_fail(err_fd, "chdir to the box", errno);
  }

  const char *program = opt->argv[0];
  if (strchr(program, '/'))
    snprintf(l->exec_path, 4096, "%s", program);
  else if (!find_in_path(l->exec_path, program, l->envp))
    child_fail(err_fd, program, ENOENT);

  if (geteuid() == 0) {
    if (setgroups(0, NULL) < 0) child_fail(err_fd, "setgroups", errno);
    if (setresgid(opt->gid, opt->gid, opt->gid) < 0) child_fail(err_fd, "setresgid", errno);
    if (setresuid(opt->uid, opt->uid, opt->uid) < 0) child_fail(err_fd, "setresuid", errno);
  }
  /* Changing uid clears the parent-death signal, so it is set afterwards. */
  if (!opt->use_namespaces) prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) child_fail(err_fd, "no_new_privs", errno);

  if (opt->profile != JS_SECCOMP_NONE) {
    char err[JS_ERR_LEN];
    if (!opt->use_namespaces &&
        js_seccomp_build(&l->filter, opt->profile, l->exec_path, getpid(), err) < 0) {
      if (write(err_fd, err, strlen(err)) < 0) _exit(126);
      _exit(127);
    }
    if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &l->filter) < 0)
      child_fail(err_fd, "seccomp", errno);
  }
  execve(l->exec_path, opt->argv, l->envp);
  child_fail(err_fd, l->exec_path, errno);
}

/* Forks the program child. Nobody waits for its execve: a failure message is left in the pipe
 * behind *err_fd and read once the child has been reaped (see setup_failure), because each wake-up
 * of another process costs 0.1-0.2 ms on these VMs. */
static pid_t start_program(struct js_launch *l, int *err_fd, char *err) {
  int pipe_fds[2];
  if (pipe2(pipe_fds, O_CLOEXEC) < 0) {
    js_format_error(err, "pipe", errno);
    return -1;
  }
  pid_t pid = fork();
  if (pid == 0) {
    close(pipe_fds[0]);
    program_child(l, pipe_fds[1]);
  }
  close(pipe_fds[1]);
  if (pid < 0) {
    js_format_error(err, "fork", errno);
    close(pipe_fds[0]);
    return -1;
  }
  *err_fd = pipe_fds[0];
  return pid;
}

static bool setup_failure(int err_fd, char *err) {
  ssize_t n = read(err_fd, err, JS_ERR_LEN - 1);
  close(err_fd);
  if (n <= 0) return false;
  err[n] = '\0';
  return true;
}

/* ---------- init, PID 1 of the sandbox ---------- */

static _Noreturn void sandbox_init(struct js_launch *l) {
  struct js_child_report report = {0};
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  pid_t program = -1;
  int err_fd = -1;
  char go;
  if (l->netns_fd >= 0 && setns(l->netns_fd, CLONE_NEWNET) < 0)
    js_format_error(report.error, "enter network namespace", errno);
  else if (js_enter_root(l->opt, l->template_fd, l->box_tree, l->rw_trees, report.error) == 0) {
    if (read(l->go_fd, &go, 1) != 1) _exit(1);
    program = start_program(l, &err_fd, report.error);
  }

  if (program < 0) {
    report.setup_failed = 1;
  } else {
    /* Orphans of the program are reparented here and reaped too; when init exits the kernel kills
     * whatever is left in the namespace. */
    pid_t reaped;
    int status;
    while ((reaped = waitpid(-1, &status, 0)) != program)
      if (reaped < 0 && errno != EINTR) break;
    report.wait_status = status;
    getrusage(RUSAGE_CHILDREN, &report.usage);
    report.setup_failed = setup_failure(err_fd, report.error);
  }
  if (write(l->report_fd, &report, sizeof report) < 0) _exit(2);
  _exit(0);
}

/* ---------- the supervisor ---------- */

static int online_cpus(void) {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) < 0) return 1;
  int n = CPU_COUNT(&set);
  return n > 0 ? n : 1;
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

struct watch {
  pid_t pid;
  int done_fd;
  bool namespaced;
  struct js_cgroup *cg;
};

static long long current_cpu_ms(const struct watch *w) {
  if (w->cg->cpu_fd >= 0) return (long long)(js_cgroup_cpu_ns(w->cg) / 1000000ULL);
  if (!w->namespaced) return proc_cpu_ms(w->pid);
  return -1;
}

static void kill_all(const struct watch *w) {
  if (w->namespaced) {
    kill(w->pid, SIGKILL);
    return;
  }
  kill(-w->pid, SIGKILL);
  kill(w->pid, SIGKILL);
  js_cgroup_kill(w->cg);
}

static enum kill_reason watchdog(const struct js_options *opt, const struct watch *w, long long start) {
  int cpus = online_cpus();
  struct pollfd pfd = {.fd = w->done_fd, .events = POLLIN};
  for (;;) {
    long long wall = now_ms() - start;
    if (wall >= opt->wall_ms) {
      kill_all(w);
      return KILLED_WALL;
    }
    long long cpu = current_cpu_ms(w);
    if (cpu > opt->cpu_ms) {
      kill_all(w);
      return KILLED_CPU;
    }
    long long wait = opt->wall_ms - wall;
    /* All CPUs busy is the fastest the budget can drain, so no earlier check is needed. */
    if (cpu >= 0 && (opt->cpu_ms - cpu) / cpus + 1 < wait) wait = (opt->cpu_ms - cpu) / cpus + 1;
    int rc = poll(&pfd, 1, (int)wait);
    if (rc > 0) return KILLED_NONE;
    if (rc < 0 && errno != EINTR) {
      kill_all(w);
      return KILLED_NONE;
    }
  }
}

static void judge(const struct js_options *opt, struct js_cgroup *cg, struct outcome *o,
                  enum kill_reason killed, int status, const struct rusage *ru, long long out_bytes) {
  long long rusage_cpu = (ru->ru_utime.tv_sec + ru->ru_stime.tv_sec) * 1000LL +
                         (ru->ru_utime.tv_usec + ru->ru_stime.tv_usec) / 1000;
  o->cpu_ms = cg->cpu_fd >= 0 ? (long long)(js_cgroup_cpu_ns(cg) / 1000000ULL) : rusage_cpu;
  unsigned long long peak = js_cgroup_peak_bytes(cg);
  long long run_peak_kb = (long long)(js_cgroup_run_peak_bytes(cg) / 1024);
  o->memory_kb = run_peak_kb > ru->ru_maxrss ? run_peak_kb : ru->ru_maxrss;
  if (WIFSIGNALED(status)) o->signal = WTERMSIG(status);
  else if (WIFEXITED(status)) o->exit_code = WEXITSTATUS(status);

  if (killed == KILLED_CPU || o->cpu_ms > opt->cpu_ms || o->signal == SIGXCPU) {
    o->status = "TLE";
    o->time_kind = "cpu";
  } else if (killed == KILLED_WALL || o->wall_ms > opt->wall_ms) {
    o->status = "TLE";
    o->time_kind = "wall";
  } else if (js_cgroup_oom_kills(cg) > 0 ||
             (o->signal == SIGKILL && peak && peak >= (unsigned long long)opt->memory_kb * 1024)) {
    o->status = "MLE";
  } else if (o->signal == SIGXFSZ || out_bytes > opt->output_kb * 1024) {
    o->status = "OLE";
  } else if (o->signal || o->exit_code) {
    o->status = "RE";
  } else {
    o->status = "OK";
  }
}

static char **build_env(const struct js_options *opt) {
  char **envp = calloc((size_t)opt->env_count + 2, sizeof *envp);
  if (!envp) system_error("out of memory");
  bool has_path = false;
  int n = 0;
  for (int i = 0; i < opt->env_count; i++) {
    envp[n++] = (char *)opt->env[i];
    if (strncmp(opt->env[i], "PATH=", 5) == 0) has_path = true;
  }
  if (!has_path) envp[n++] = DEFAULT_PATH;
  return envp;
}

int main(int argc, char **argv) {
  /* Keep 0-2 taken so no descriptor opened below can land on a stdio number. */
  int spare = open("/dev/null", O_RDWR);
  while (spare >= 0 && spare <= 2) spare = open("/dev/null", O_RDWR);
  if (spare > 2) close(spare);
  /* Die with whoever started us (the runner, or its launcher shell): a killed runner must not
   * leave a sandbox running in a slot whose cgroup the restarted runner reuses. The init below
   * dies with us in turn, which ends the whole pid namespace. */
  pid_t starter = getppid();
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != starter) _exit(1);
  struct js_options opt;
  parse_args(argc, argv, &opt);
  pin_to_current_cpu();
  signal(SIGPIPE, SIG_IGN);

  bool root = geteuid() == 0;
  if (!root) {
    opt.use_namespaces = false;
    opt.use_cgroups = false;
    missing |= JS_MISSING_UID;
  }
  if (!opt.use_namespaces) missing |= JS_MISSING_NAMESPACES | JS_MISSING_NETNS;

  char err[JS_ERR_LEN];
  char box_host[4096];
  if (!realpath(opt.box, box_host)) open_failed(opt.box);
  int box_fd = js_open(box_host, O_RDONLY | O_DIRECTORY);
  if (box_fd < 0) open_failed(box_host);
  if (root && fchown(box_fd, opt.uid, opt.gid) < 0) open_failed(box_host);
  for (int i = 0; i < opt.bind_count; i++)
    if (!opt.use_namespaces && strcmp(opt.binds[i].src, opt.binds[i].dst) != 0)
      usage_error("bind %s to another path needs namespaces", opt.binds[i].src);

  struct js_launch launch = {.opt = &opt, .box_host = box_host, .netns_fd = -1, .template_fd = -1};
  launch.exec_path = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (launch.exec_path == MAP_FAILED) system_error("mmap failed");
  launch.envp = build_env(&opt);
  if (opt.use_namespaces) {
    if (opt.profile != JS_SECCOMP_NONE &&
        js_seccomp_build(&launch.filter, opt.profile, launch.exec_path, 0, err) < 0)
      system_error(err);
    launch.netns_fd = js_netns_open(opt.cgroup_name ? opt.cgroup_name : "default", err);
    if (launch.netns_fd < 0) missing |= JS_MISSING_NETNS;
    launch.template_fd = js_template_open(&opt, err);
    if (launch.template_fd < 0) system_error(err);
    launch.box_tree = js_clone_tree(box_host, err);
    if (launch.box_tree < 0) system_error(err);
    for (int i = 0, k = 0; i < opt.bind_count; i++) {
      if (!opt.binds[i].writable) continue;
      launch.rw_trees[k] = js_clone_tree(opt.binds[i].src, err);
      if (launch.rw_trees[k++] < 0) system_error(err);
    }
  }
  open_stdio(&opt, box_fd, launch.stdio);

  struct js_cgroup cg = {0};
  launch.cg = &cg;
  int child_err_fd = -1;
  struct watch w = {.namespaced = opt.use_namespaces, .cg = &cg};
  struct rusage ru = {0};
  int status = 0;
  long long start = now_ms();
  if (opt.use_namespaces) {
    /* init enters its namespaces while the supervisor prepares the cgroup and moves init into it
     * (a v1 migration waits for an RCU grace period); init forks the program only after "go". */
    int report_pipe[2], go_pipe[2];
    if (pipe2(report_pipe, O_CLOEXEC) < 0 || pipe2(go_pipe, O_CLOEXEC) < 0) system_error("pipe failed");
    launch.report_fd = report_pipe[1];
    launch.go_fd = go_pipe[0];
    w.pid = (pid_t)syscall(SYS_clone, SANDBOX_FLAGS | SIGCHLD, 0, 0, 0, 0);
    if (w.pid == 0) {
      close(report_pipe[0]);
      close(go_pipe[1]);
      sandbox_init(&launch);
    }
    close(report_pipe[1]);
    close(go_pipe[0]);
    if (w.pid < 0) {
      js_format_error(err, "clone into new namespaces", errno);
      system_error(err);
    }
    sandbox_pid = w.pid;
    active_cgroup = &cg;
    if (js_cgroup_setup(&cg, &opt, &missing, err) < 0) system_error(err);
    char pid_text[16];
    snprintf(pid_text, sizeof pid_text, "%d", (int)w.pid);
    for (int i = 0; i < cg.join_count; i++) {
      if (js_write_fd(cg.join_fds[i], pid_text) < 0) {
        js_format_error(err, "move init into the cgroup", errno);
        system_error(err);
      }
    }
    /* If init already failed, this write fails (EPIPE) and its report says why. */
    if (write(go_pipe[1], "g", 1) < 0 && errno != EPIPE) system_error("cannot start init");
    close(go_pipe[1]);
    w.done_fd = report_pipe[0];
  } else {
    active_cgroup = &cg;
    if (js_cgroup_setup(&cg, &opt, &missing, err) < 0) system_error(err);
    w.pid = start_program(&launch, &child_err_fd, err);
    if (w.pid < 0) system_error(err);
    w.done_fd = (int)syscall(SYS_pidfd_open, w.pid, 0);
    if (w.done_fd < 0) {
      kill(w.pid, SIGKILL);
      js_format_error(err, "pidfd_open", errno);
      system_error(err);
    }
  }

  enum kill_reason killed = watchdog(&opt, &w, start);
  struct outcome o = {0};
  if (opt.use_namespaces) {
    struct js_child_report report = {0};
    ssize_t n = killed == KILLED_NONE ? read(w.done_fd, &report, sizeof report) : 0;
    waitpid(w.pid, NULL, 0);
    o.wall_ms = now_ms() - start;
    if (n == (ssize_t)sizeof report && report.setup_failed) system_error(report.error);
    if (n == (ssize_t)sizeof report) {
      status = report.wait_status;
      ru = report.usage;
    } else {
      status = SIGKILL;
    }
  } else {
    wait4(w.pid, &status, 0, &ru);
    o.wall_ms = now_ms() - start;
    kill(-w.pid, SIGKILL);
    js_cgroup_kill(&cg);
    if (setup_failure(child_err_fd, err)) system_error(err);
  }
  long long out_bytes = output_size(launch.stdio[1]);
  long long err_bytes = output_size(launch.stdio[2]);
  judge(&opt, &cg, &o, killed, status, &ru, out_bytes > err_bytes ? out_bytes : err_bytes);
  js_cgroup_release(&cg);
  emit_json(&o, NULL);
  return 0;
}
