/* The program child: joins the cgroup (fallback only), takes its stdio, gets its limits, drops to
 * the run's uid, sets no_new_privs and the seccomp filter, and execs. Also the pieces of its
 * launch that the supervisor prepares: the environment and the CPU pinning.
 *
 * The child shares its parent's memory until its execve (CLONE_VM | CLONE_VFORK, as posix_spawn):
 * no page tables are copied for it and none torn down at the execve, which a fork costs every run.
 * The parent sleeps meanwhile, so the child may use libc as a single thread would; it must not
 * allocate or return, and it leaves a failure's message in the launch for the parent to read. */
#include "jsandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/random.h>
#include <sys/syscall.h>
#include <unistd.h>

#define DEFAULT_PATH "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"

/* The helper's processes hand work to each other several times per run; on one CPU each handoff
 * is a plain context switch, across CPUs it is a wake-up IPI that costs 0.1-0.2 ms on a VM. So the
 * one-shot supervisor pins itself to its CPU, and the server keeps each lane's init on the CPU
 * where the server takes the run (lane.c). The program gets the original CPU set back before its
 * execve. */
static cpu_set_t original_cpus;

void js_remember_cpus(void) {
  if (sched_getaffinity(0, sizeof original_cpus, &original_cpus) < 0) CPU_ZERO(&original_cpus);
}

void js_pin_to_current_cpu(void) {
  int cpu = sched_getcpu();
  js_remember_cpus();
  if (cpu < 0 || CPU_COUNT(&original_cpus) == 0) return;
  js_pin_to_cpu(0, cpu);
}

bool js_pin_to_cpu(pid_t pid, int cpu) {
  cpu_set_t one;
  CPU_ZERO(&one);
  CPU_SET(cpu, &one);
  return sched_setaffinity(pid, sizeof one, &one) == 0;
}

char **js_build_env(const struct js_options *opt) {
  char **envp = calloc((size_t)opt->env_count + 2, sizeof *envp);
  if (!envp) return NULL;
  bool has_path = false;
  int n = 0;
  for (int i = 0; i < opt->env_count; i++) {
    envp[n++] = (char *)opt->env[i];
    if (strncmp(opt->env[i], "PATH=", 5) == 0) has_path = true;
  }
  if (!has_path) envp[n++] = DEFAULT_PATH;
  return envp;
}

/* The page holding the program's path for its execve, the only execve the run filter allows. It
 * lies at an address drawn afresh each time: the kernel would place every such mapping of a
 * long-lived process (a lane's init) at the same address, which one run could learn by trying and
 * the next use. */
char *js_exec_path_page(void) {
  unsigned long long r = 0;
  if (getrandom(&r, sizeof r, 0) != sizeof r) r = (unsigned long long)js_now_ms() * 0x9e3779b97f4a7c15ULL;
  /* Somewhere in [16 TiB, 112 TiB), inside every 47-bit user address space. */
  uintptr_t hint = (uintptr_t)((0x100000000000ULL + r % 0x600000000000ULL) & ~4095ULL);
  char *page = mmap((void *)hint, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  return page == MAP_FAILED ? NULL : page;
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

static _Noreturn void child_fail(struct js_launch *l, const char *what, int err) {
  js_format_error(l->child_error, what, err);
  _exit(127);
}

static int program_child(void *arg) {
  struct js_launch *l = arg;
  const struct js_options *opt = l->opt;
  /* In the namespaces the supervisor has already moved init, and so this child, into the cgroup. */
  for (int i = 0; !opt->use_namespaces && i < l->cg->join_count; i++)
    if (js_write_fd(l->cg->join_fds[i], "0") < 0) child_fail(l, "join cgroup", errno);
  /* The helper's own processes are kept out of the memory cgroup's OOM kills (util.c). */
  js_set_oom_score_adj("0");

  for (int i = 0; i < 3; i++)
    if (dup2(l->stdio[i], i) < 0) child_fail(l, "dup2", errno);
  /* Whatever the runner leaked into the helper must not reach the program. */
  syscall(SYS_close_range, 3U, ~0U, 4U /* CLOSE_RANGE_CLOEXEC */);

  if (CPU_COUNT(&original_cpus) > 0) sched_setaffinity(0, sizeof original_cpus, &original_cpus);
  /* The mask and ignored signals survive execve: the lane's init blocks SIGCHLD, the server
   * ignores SIGPIPE. */
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
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
    if (chdir(l->box_host) < 0) child_fail(l, "chdir to the box", errno);
  }

  const char *program = opt->argv[0];
  if (strchr(program, '/'))
    snprintf(l->exec_path, 4096, "%s", program);
  else if (!find_in_path(l->exec_path, program, l->envp))
    child_fail(l, program, ENOENT);

  if (geteuid() == 0) {
    if (setgroups(0, NULL) < 0) child_fail(l, "setgroups", errno);
    if (setresgid(opt->gid, opt->gid, opt->gid) < 0) child_fail(l, "setresgid", errno);
    if (setresuid(opt->uid, opt->uid, opt->uid) < 0) child_fail(l, "setresuid", errno);
  }
  /* Changing uid clears the parent-death signal, so it is set afterwards. */
  if (!opt->use_namespaces) prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) child_fail(l, "no_new_privs", errno);

  if (opt->profile != JS_SECCOMP_NONE) {
    if (!opt->use_namespaces &&
        js_seccomp_build(&l->filter, opt->profile, l->exec_path, getpid(), l->child_error) < 0)
      _exit(127);
    if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &l->filter.prog) < 0)
      child_fail(l, "seccomp", errno);
  }
  execve(l->exec_path, opt->argv, l->envp);
  child_fail(l, l->exec_path, errno);
}

/* Starts the program child; returns once it has called execve (or failed, leaving the reason in
 * l->child_error). Its stack is this static block: the parent sleeps while the child uses it. */
pid_t js_start_program(struct js_launch *l, char *err) {
  static char stack[64 * 1024] __attribute__((aligned(16)));
  l->child_error[0] = '\0';
  pid_t pid = clone(program_child, stack + sizeof stack, CLONE_VM | CLONE_VFORK | SIGCHLD, l);
  if (pid < 0) js_format_error(err, "clone the program", errno);
  return pid;
}

bool js_setup_failure(const struct js_launch *l, char *err) {
  if (!l->child_error[0]) return false;
  snprintf(err, JS_ERR_LEN, "%s", l->child_error);
  return true;
}
