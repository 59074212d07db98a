/* jsandbox: runs one program under limits and prints one JSON line describing how it ended.
 *
 *   supervisor (host, root) -- clone(new pid, mount, ipc, uts ns) --> init (PID 1 of the sandbox)
 *                                                                     builds the root, starts:
 *                                                                     program child -> execve
 *
 * That is the one-shot path: the command line, and the runs a server cannot give its lanes'
 * long-lived sandboxes (server.c, lane.c). The supervisor prepares everything that does not
 * depend on the new namespaces (cgroup, seccomp filter, stdio files) before cloning, then only
 * waits: on a pipe that init closes when it exits, with a timeout that ends when the CPU or wall
 * budget could first run out. */
#include "jsandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

/* No CLONE_NEWNS: init enters a copy of the pinned template instead of copying the host's mounts. */
#define SANDBOX_FLAGS (CLONE_NEWPID | CLONE_NEWIPC | CLONE_NEWUTS)

static const char *report_path;
static unsigned missing;
static struct js_cgroup *active_cgroup;
static pid_t sandbox_pid;

/* Ends the run as SE: kills a started sandbox, releases the cgroup, reports why. */
static _Noreturn void system_error(const char *error) {
  struct js_outcome o = {.status = "SE"};
  if (sandbox_pid > 0) {
    kill(sandbox_pid, SIGKILL);
    waitpid(sandbox_pid, NULL, 0);
  }
  if (active_cgroup) js_cgroup_release(active_cgroup);
  js_emit_report(report_path, missing, &o, error);
  exit(1);
}

static _Noreturn void open_failed(const char *path) {
  char msg[JS_ERR_LEN];
  js_format_error(msg, path, errno);
  system_error(msg);
}

/* One run, from the command line to the report: the whole helper, or one fork of the server. */
static int supervise(int argc, char **argv) {
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
  char err[JS_ERR_LEN];
  struct js_options opt;
  int parsed = js_parse_args(argc, argv, &opt, err);
  /* A bad option is reported like any result: to the --report file if one came before it. */
  report_path = opt.report_path;
  if (parsed < 0) system_error(err);
  js_pin_to_current_cpu();
  signal(SIGPIPE, SIG_IGN);

  bool root = geteuid() == 0;
  if (!root) {
    opt.use_namespaces = false;
    opt.use_cgroups = false;
    missing |= JS_MISSING_UID;
  }
  if (!opt.use_namespaces) missing |= JS_MISSING_NAMESPACES | JS_MISSING_NETNS;

  char box_host[4096];
  if (!realpath(opt.box, box_host)) open_failed(opt.box);
  int box_fd = js_open(box_host, O_RDONLY | O_DIRECTORY);
  if (box_fd < 0) open_failed(box_host);
  if (root && js_hand_over_box(box_fd, opt.uid, opt.gid, err) < 0) system_error(err);
  for (int i = 0; i < opt.bind_count; i++) {
    if (!opt.use_namespaces && strcmp(opt.binds[i].src, opt.binds[i].dst) != 0) {
      snprintf(err, sizeof err, "bind %s to another path needs namespaces", opt.binds[i].src);
      system_error(err);
    }
  }

  struct js_launch launch = {.opt = &opt, .box_host = box_host, .netns_fd = -1, .template_fd = -1};
  launch.exec_path = js_exec_path_page();
  if (!launch.exec_path) system_error("mmap failed");
  launch.envp = js_build_env(&opt);
  if (!launch.envp) system_error("out of memory");
  if (opt.use_namespaces) {
    if (opt.profile != JS_SECCOMP_NONE &&
        js_seccomp_build(&launch.filter, opt.profile, launch.exec_path, 0, err) < 0)
      system_error(err);
    launch.netns_fd = js_netns_open(opt.cgroup_name ? opt.cgroup_name : "default", err);
    if (launch.netns_fd < 0) missing |= JS_MISSING_NETNS;
    launch.template_fd = js_template_open(&opt, err);
    if (launch.template_fd < 0) system_error(err);
    launch.box_tree = js_clone_tree(box_fd, "", err);
    if (launch.box_tree < 0) system_error(err);
    for (int i = 0, k = 0; i < opt.bind_count; i++) {
      if (!opt.binds[i].writable) continue;
      launch.rw_trees[k] = js_clone_tree(AT_FDCWD, opt.binds[i].src, err);
      if (launch.rw_trees[k++] < 0) system_error(err);
    }
  }
  if (js_open_stdio(&opt, box_fd, launch.stdio, err) < 0) system_error(err);

  struct js_cgroup cg = {0};
  launch.cg = &cg;
  struct js_watch w = {.namespaced = opt.use_namespaces, .cg = &cg};
  struct rusage ru = {0};
  int status = 0;
  bool report_before_reaping = false;
  long long start = js_now_ms();
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
      js_sandbox_init(&launch);
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
    w.pid = js_start_program(&launch, err);
    if (w.pid < 0) system_error(err);
    if (js_setup_failure(&launch, err)) {
      waitpid(w.pid, NULL, 0);
      system_error(err);
    }
    w.done_fd = (int)syscall(SYS_pidfd_open, w.pid, 0);
    if (w.done_fd < 0) {
      kill(w.pid, SIGKILL);
      js_format_error(err, "pidfd_open", errno);
      system_error(err);
    }
  }

  enum js_kill_reason killed = js_watchdog(&opt, &w, start);
  struct js_outcome o = {0};
  if (opt.use_namespaces) {
    struct js_child_report report = {0};
    ssize_t n = killed == JS_KILLED_NONE ? read(w.done_fd, &report, sizeof report) : 0;
    /* A complete report means init has already killed and reaped everything else in the namespace
     * (init.c): the verdict goes out first, and init's exit is awaited after it. */
    report_before_reaping = n == (ssize_t)sizeof report && !report.setup_failed;
    if (!report_before_reaping) waitpid(w.pid, NULL, 0);
    o.wall_ms = js_now_ms() - start;
    if (n == (ssize_t)sizeof report && report.setup_failed) system_error(report.error);
    if (n == (ssize_t)sizeof report) {
      status = report.wait_status;
      ru = report.usage;
    } else {
      status = SIGKILL;
    }
  } else {
    wait4(w.pid, &status, 0, &ru);
    o.wall_ms = js_now_ms() - start;
    kill(-w.pid, SIGKILL);
    js_cgroup_kill(&cg);
  }
  long long out_bytes = js_output_size(launch.stdio[1]);
  long long err_bytes = js_output_size(launch.stdio[2]);
  js_judge(&opt, &cg, &o, killed, status, &ru, out_bytes > err_bytes ? out_bytes : err_bytes);
  js_cgroup_release(&cg);
  js_emit_report(report_path, missing, &o, NULL);
  /* The server starts the next run only once this process has ended, so nothing of this run is
   * left in the cgroup by then. */
  if (report_before_reaping) waitpid(w.pid, NULL, 0);
  return 0;
}

int main(int argc, char **argv) {
  if (argc == 2 && strcmp(argv[1], "--serve") == 0) return js_serve(supervise);
  return supervise(argc, argv);
}
