/* PID 1 of a lane's sandbox (lane.c), from the lane's first run to the server's end: it stays in
 * the lane's namespaces and cgroup, keeps a mount namespace per root, and per run starts the
 * program, reaps it and everything it left, empties /tmp if anything was written there, and
 * reports. Between two runs nothing of the first is left but what the runner resets (the box):
 *   - processes and threads: all are descendants of init, killed (kill(-1) from a namespace's
 *     init reaches every other process in it) and reaped before the report; init having no child
 *     left means no process is left in the namespace;
 *   - /tmp: remounted empty when a run made any inode there or changed its root's ctime;
 *   - SysV IPC and POSIX message queues: refused by the seccomp filter of both profiles, and the
 *     ipc namespace's limits set to 0 besides, so no profile can leave an object there;
 *   - pids: the namespace's next pid is set back to 2 before every run, so a program's pids do not
 *     tell how many the runs before it took;
 *   - unix sockets kept alive in flight (SCM_RIGHTS) in the network namespace: collected, or the
 *     namespace left for a fresh one, before the report (js_netns_sweep);
 *   - descriptors: init's own are all close-on-exec, and the program child closes the rest.
 * The program runs as another uid than init (root), with no_new_privs; init is not dumpable, so
 * its /proc entries are root's and closed to ptrace, and as the namespace's init it takes no
 * signal from inside but those it handles (none). */
#include "jsandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

struct root_ns {
  int fd; /* the mount namespace, or -1 */
  long long tmp_kb;
  struct timespec tmp_ctime; /* of /tmp's root as it was mounted */
  ino_t tmp_last_inode;      /* the last inode number /tmp gave (to init's probe) */
};

static struct root_ns roots[JS_LANE_ROOTS];
static int current_root = -1;
static int sock, sigchld_fd;
static bool in_lane_netns; /* in the cgroup's network namespace (not the host's), swept between runs */
static int last_pid_fd;    /* the pid namespace's ns_last_pid, reset before every run */
static char broken[JS_ERR_LEN]; /* why init could not set up: told the server, which starts another */

static int fail(char *err, const char *what) {
  js_format_error(err, what, errno);
  return -1;
}

/* Everything but the socket and the network namespace goes; 0-2 become /dev/null. */
static void keep_only(int a, int b) {
  int null_fd = open("/dev/null", O_RDWR | O_CLOEXEC);
  for (int fd = 0; fd < 3; fd++)
    if (null_fd >= 0 && fd != null_fd) dup2(null_fd, fd);
  int lo = a < b ? a : b, hi = a < b ? b : a;
  if (lo < 0) lo = hi;
  syscall(SYS_close_range, 3U, (unsigned)lo - 1, 0U);
  if (hi > lo) syscall(SYS_close_range, (unsigned)lo + 1, (unsigned)hi - 1, 0U);
  syscall(SYS_close_range, (unsigned)hi + 1, ~0U, 0U);
}

/* No SysV IPC object or message queue can be made in this ipc namespace, whatever the profile. */
static void forbid_ipc_objects(void) {
  const char *limits[][2] = {{"/proc/sys/kernel/shmmni", "0"},
                             {"/proc/sys/kernel/msgmni", "0"},
                             {"/proc/sys/kernel/sem", "0 0 0 0"},
                             {"/proc/sys/fs/mqueue/queues_max", "0"}};
  for (size_t i = 0; i < sizeof limits / sizeof limits[0]; i++) js_write_file(limits[i][0], limits[i][1]);
}

/* The number of a new inode of /tmp: a tmpfs numbers its inodes in turn, so this says whether any
 * was made since the last probe, even one made and dropped (O_TMPFILE), which leaves no other trace
 * but would tell the next run how many were made. The probe itself changes nothing else. 0 if none
 * could be made. */
static ino_t probe_tmp_inode(void) {
  int fd = js_open("/tmp", O_TMPFILE | O_RDWR);
  struct stat st;
  ino_t ino = fd >= 0 && fstat(fd, &st) == 0 ? st.st_ino : 0;
  if (fd >= 0) close(fd);
  return ino;
}

static void record_empty_tmp(struct root_ns *r) {
  struct stat st;
  r->tmp_ctime = stat("/tmp", &st) == 0 ? st.st_ctim : (struct timespec){0};
  r->tmp_last_inode = probe_tmp_inode();
}

/* Builds root `slot` from the template and trees the server sent, and enters it. */
static int build_root(int slot, const struct js_options *opt, const int *fds, int count, char *err) {
  int writable = 0;
  for (int i = 0; i < opt->bind_count; i++) writable += opt->binds[i].writable;
  if (count != 2 + writable) {
    snprintf(err, JS_ERR_LEN, "a new root needs %d descriptors, got %d", 2 + writable, count);
    return -1;
  }
  struct root_ns *r = &roots[slot];
  if (r->fd >= 0) close(r->fd);
  r->fd = -1;
  current_root = -1;
  if (js_enter_root(opt, fds[0], fds[1], fds + 2, err) < 0) return -1;
  r->fd = js_open("/proc/self/ns/mnt", O_RDONLY);
  if (r->fd < 0) return fail(err, "open the root's mount namespace");
  r->tmp_kb = opt->tmp_kb;
  record_empty_tmp(r);
  current_root = slot;
  return 0;
}

static int enter_root(int slot, char *err) {
  if (slot == current_root) return 0;
  if (roots[slot].fd < 0) {
    snprintf(err, JS_ERR_LEN, "root %d was never built", slot);
    return -1;
  }
  if (setns(roots[slot].fd, CLONE_NEWNS) < 0 || chdir("/box") < 0) {
    current_root = -1;
    return fail(err, "enter the run's root");
  }
  current_root = slot;
  return 0;
}

static void add_usage(struct rusage *total, const struct rusage *ru) {
  if (ru->ru_maxrss > total->ru_maxrss) total->ru_maxrss = ru->ru_maxrss;
  total->ru_utime.tv_sec += ru->ru_utime.tv_sec;
  total->ru_utime.tv_usec += ru->ru_utime.tv_usec;
  total->ru_stime.tv_sec += ru->ru_stime.tv_sec;
  total->ru_stime.tv_usec += ru->ru_stime.tv_usec;
}

/* Reaps what has ended; true once `program` has (its status in the report). */
static bool reap_ended(pid_t program, struct js_child_report *report) {
  bool done = false;
  pid_t pid;
  int status;
  struct rusage ru;
  while ((pid = wait4(-1, &status, WNOHANG, &ru)) > 0 || (pid < 0 && errno == EINTR)) {
    if (pid < 0) continue;
    add_usage(&report->usage, &ru);
    if (pid == program) {
      report->wait_status = status;
      done = true;
    }
  }
  return done;
}

/* Waits for the program, reaping orphans meanwhile, and kills everything on the server's word. */
static void await_program(pid_t program, unsigned long long seq, struct js_child_report *report) {
  while (!reap_ended(program, report)) {
    struct pollfd fds[2] = {{.fd = sock, .events = POLLIN}, {.fd = sigchld_fd, .events = POLLIN}};
    if (poll(fds, 2, -1) < 0) continue;
    struct signalfd_siginfo info;
    while (fds[1].revents && read(sigchld_fd, &info, sizeof info) > 0) {
    }
    if (!fds[0].revents) continue;
    struct js_lane_request req;
    ssize_t n = recv(sock, &req, sizeof req, MSG_DONTWAIT);
    /* The server is gone: so is this namespace, with init. */
    if (n == 0) _exit(0);
    if (n == (ssize_t)sizeof req && req.kind == JS_LANE_KILL && req.seq == seq) kill(-1, SIGKILL);
  }
}

/* Kills and reaps whatever the program left behind. */
static void end_run(struct js_child_report *report) {
  for (;;) {
    int status;
    struct rusage ru;
    pid_t pid = wait4(-1, &status, WNOHANG, &ru);
    if (pid > 0) {
      add_usage(&report->usage, &ru);
      continue;
    }
    if (pid < 0 && errno == EINTR) continue;
    if (pid < 0) return; /* ECHILD: nothing is left in the namespace */
    kill(-1, SIGKILL);
    while ((pid = wait4(-1, &status, 0, &ru)) > 0 || (pid < 0 && errno == EINTR))
      if (pid > 0) add_usage(&report->usage, &ru);
    return;
  }
}

/* A fresh /tmp if the run left anything in it; false if that failed (the root is then unusable). */
static bool reset_tmp(struct root_ns *r) {
  /* Whatever a run does to /tmp makes an inode in it or changes its root's ctime (an entry added or
   * removed, its times set); its atime does not change (noatime). */
  struct stat st;
  if (r->tmp_last_inode && stat("/tmp", &st) == 0 && st.st_ctim.tv_sec == r->tmp_ctime.tv_sec &&
      st.st_ctim.tv_nsec == r->tmp_ctime.tv_nsec) {
    ino_t ino = probe_tmp_inode();
    if (ino && ino == r->tmp_last_inode + 1) {
      r->tmp_last_inode = ino;
      return true;
    }
  }
  char err[JS_ERR_LEN];
  if (umount2("/tmp", MNT_DETACH) < 0 || js_mount_tmp(r->tmp_kb, err) < 0) return false;
  record_empty_tmp(r);
  return true;
}

/* One run, from the request to the report; false if the root it used cannot be used again. */
static bool run(const struct js_lane_request *req, char *body, size_t size, const int *fds, int fd_count,
                struct js_child_report *report) {
  char *err = report->error;
  static char *argv[JS_MAX_ARGS];
  struct js_options opt;
  report->setup_failed = 1;
  if (fd_count != req->fd_count || fd_count < 3 || req->root < 0 || req->root >= JS_LANE_ROOTS || size == 0 ||
      body[size - 1] != '\0') {
    snprintf(err, JS_ERR_LEN, "malformed request from the server");
    return true;
  }
  if (js_parse_args(js_split_args(body, size, argv), argv, &opt, err) < 0) return true;
  if (req->new_root ? build_root(req->root, &opt, fds + 3, fd_count - 3, err) < 0 : enter_root(req->root, err) < 0)
    return true;

  static struct js_cgroup joined; /* init is in the cgroup already: the program inherits it */
  static struct js_launch launch;
  launch = (struct js_launch){.opt = &opt, .cg = &joined};
  memcpy(launch.stdio, fds, sizeof launch.stdio);
  launch.exec_path = js_exec_path_page();
  launch.envp = js_build_env(&opt);
  if (!launch.exec_path || !launch.envp) {
    snprintf(err, JS_ERR_LEN, "out of memory");
  } else if (pwrite(last_pid_fd, "1", 1, 0) != 1) {
    js_format_error(err, "reset the pid namespace's last pid", errno);
  } else if (opt.profile == JS_SECCOMP_NONE ||
             js_seccomp_build(&launch.filter, opt.profile, launch.exec_path, 0, err) == 0) {
    pid_t program = js_start_program(&launch, err);
    if (program > 0 && !js_setup_failure(&launch, err)) {
      report->setup_failed = 0;
      await_program(program, req->seq, report);
    }
  }
  end_run(report);
  if (launch.exec_path) munmap(launch.exec_path, 4096);
  free(launch.envp);
  char sweep_err[JS_ERR_LEN];
  bool swept = !in_lane_netns || js_netns_sweep(sweep_err) == 0;
  return reset_tmp(&roots[current_root]) && swept;
}

static ssize_t receive(char *buf, size_t size, int *fds, int *fd_count) {
  union {
    char buf[CMSG_SPACE(sizeof(int) * JS_LANE_MAX_FDS)];
    struct cmsghdr align;
  } control;
  struct iovec iov = {buf, size};
  struct msghdr msg = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = control.buf,
                       .msg_controllen = sizeof control.buf};
  ssize_t n;
  while ((n = recvmsg(sock, &msg, MSG_CMSG_CLOEXEC)) < 0 && errno == EINTR) {
  }
  *fd_count = 0;
  for (struct cmsghdr *c = CMSG_FIRSTHDR(&msg); n >= 0 && c; c = CMSG_NXTHDR(&msg, c)) {
    if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS) continue;
    int count = (int)((c->cmsg_len - CMSG_LEN(0)) / sizeof(int));
    for (int i = 0; i < count && *fd_count < JS_LANE_MAX_FDS; i++)
      memcpy(&fds[(*fd_count)++], CMSG_DATA(c) + i * sizeof(int), sizeof(int));
  }
  return n;
}

_Noreturn void js_lane_init(int socket_fd, int netns_fd) {
  sock = socket_fd;
  /* The server may have died before this line: then the socket's end (below) ends init. */
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  prctl(PR_SET_DUMPABLE, 0);
  /* A session and process group of the sandbox's own: a process group is not bounded by the pid
   * namespace, and the server's is the runner's, where kill(0) and setpriority(PRIO_PGRP) from the
   * program would reach every process of its uid. */
  setsid();
  keep_only(sock, netns_fd);
  if (netns_fd >= 0 && setns(netns_fd, CLONE_NEWNET) < 0) js_format_error(broken, "enter network namespace", errno);
  else in_lane_netns = netns_fd >= 0;
  if (netns_fd >= 0) close(netns_fd);
  /* Earlier runs of the cgroup (another server's lane, one-shot runs) may have left sockets. */
  if (in_lane_netns && js_netns_sweep(broken) < 0) in_lane_netns = false;
  forbid_ipc_objects();
  /* Pids are handed out in turn: without this the program's pid would tell how many processes and
   * threads the runs before it started, a count each run could set. Every run's pids start at 2. */
  last_pid_fd = js_open("/proc/sys/kernel/ns_last_pid", O_WRONLY);
  if (last_pid_fd < 0) js_format_error(broken, "open /proc/sys/kernel/ns_last_pid", errno);
  sigset_t chld;
  sigemptyset(&chld);
  sigaddset(&chld, SIGCHLD);
  sigprocmask(SIG_BLOCK, &chld, NULL);
  sigchld_fd = signalfd(-1, &chld, SFD_CLOEXEC | SFD_NONBLOCK);
  if (sigchld_fd < 0) js_format_error(broken, "signalfd", errno);
  for (int i = 0; i < JS_LANE_ROOTS; i++) roots[i].fd = -1;
  /* The server waits for this before it sends a run: a lane that could not set up is started
   * again, rather than kept to answer every run with a system error. */
  static struct js_child_report ready;
  ready.setup_failed = broken[0] != '\0';
  snprintf(ready.error, sizeof ready.error, "%s", broken);
  if (send(sock, &ready, sizeof ready, MSG_NOSIGNAL) < 0 || ready.setup_failed) _exit(3);

  static char message[sizeof(struct js_lane_request) + JS_MAX_REQUEST];
  for (;;) {
    int fds[JS_LANE_MAX_FDS], fd_count;
    ssize_t n = receive(message, sizeof message, fds, &fd_count);
    if (n <= 0) _exit(0);
    struct js_lane_request req;
    memcpy(&req, message, n >= (ssize_t)sizeof req ? sizeof req : 0);
    if (n < (ssize_t)sizeof req || req.kind != JS_LANE_RUN) {
      /* An abort that crossed its run's end. */
      for (int i = 0; i < fd_count; i++) close(fds[i]);
      continue;
    }
    static struct js_child_report report;
    memset(&report, 0, sizeof report);
    report.seq = req.seq;
    report.lane_ending = !run(&req, message + sizeof req, (size_t)n - sizeof req, fds, fd_count, &report);
    for (int i = 0; i < fd_count; i++) close(fds[i]);
    if (send(sock, &report, sizeof report, MSG_NOSIGNAL) < 0) _exit(0);
    /* The server drops the lane on this report and starts another for the next run. */
    if (report.lane_ending) _exit(3);
  }
}
