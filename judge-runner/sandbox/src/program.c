/* The program child: joins the cgroup (fallback only), takes its stdio, gets its limits, drops to
 * the run's uid, sets no_new_privs and the seccomp filter, and execs. Also the pieces of its
 * launch that the supervisor prepares: the environment and the CPU pinning. */
#include "jsandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#define DEFAULT_PATH "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"

/* The helper's processes hand work to each other several times per run; on one CPU each handoff
 * is a plain context switch, across CPUs it is a wake-up IPI that costs 0.1-0.2 ms on a VM. The
 * program gets the original CPU set back before its execve. */
static cpu_set_t original_cpus;

void js_pin_to_current_cpu(void) {
  int cpu = sched_getcpu();
  if (cpu < 0 || sched_getaffinity(0, sizeof original_cpus, &original_cpus) < 0) return;
  cpu_set_t one;
  CPU_ZERO(&one);
  CPU_SET(cpu, &one);
  sched_setaffinity(0, sizeof one, &one);
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
  if (!opt->use_namespaces) js_set_oom_score_adj("0");

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
 * behind *err_fd and read once the child has been reaped (see js_setup_failure), because each
 * wake-up of another process costs 0.1-0.2 ms on these VMs. */
pid_t js_start_program(struct js_launch *l, int *err_fd, char *err) {
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

bool js_setup_failure(int err_fd, char *err) {
  ssize_t n = read(err_fd, err, JS_ERR_LEN - 1);
  close(err_fd);
  if (n <= 0) return false;
  err[n] = '\0';
  return true;
}
