/* The server's side of the lanes' long-lived sandboxes (lane_init.c is the other side).
 *
 * A lane, one per cgroup name the server is asked for (a runner lane asks for one), is an init
 * that stays, from the lane's first run to the server's end, in new pid, ipc and uts namespaces,
 * in the cgroup's network namespace and in the cgroup itself (moved there once: a v1 migration
 * waits for an RCU grace period, 10-27 ms). It keeps a mount namespace per root: the template of a
 * bind layout (rootfs.c) with a box, the writable binds and a /tmp attached, built on first use.
 * Per run the server does what belongs on the host (the box's owner, the stdio files, the cgroup's
 * limits and counters), sends init the arguments and the descriptors, watches the limits, and
 * judges from init's report (wait status and rusage of the run's processes) and the cgroup.
 *
 * What a run costs then: one clone (CLONE_VM | CLONE_VFORK) of init for the program, its own
 * setup and execve, and a message each way; no namespace, mount or cgroup migration. */
#include "jsandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define MAX_LANES 8
#define MAX_REPORT 8192

struct file_id {
  dev_t dev;
  ino_t ino;
};

/* A root as init holds it, by what it was built from. */
struct root {
  bool used;
  unsigned long long layout;
  long long tmp_kb;
  struct file_id ids[1 + JS_MAX_LIST]; /* the box, then the writable binds' sources */
  int pins[1 + JS_MAX_LIST];           /* kept open, so no other directory can take their inode numbers */
  int id_count;
  unsigned long long used_at;
};

struct lane {
  bool used;
  char name[256];
  pid_t pid;
  int sock;
  int cpu; /* where init is pinned, -1 for nowhere yet */
  struct js_cgroup cg;
  unsigned missing;
  struct root roots[JS_LANE_ROOTS];
  unsigned long long used_at;
};

static struct lane lanes[MAX_LANES];
static unsigned long long clock_tick; /* orders uses, for dropping the least recently used */
static unsigned long long run_seq;

/* A lane's init sets its pid namespace's next pid back before every run (lane_init.c), through a
 * file that kernels without CONFIG_CHECKPOINT_RESTORE lack: there every run gets a pid namespace of
 * its own, from a supervisor. */
static bool pids_resettable(void) {
  static int known = -1;
  if (known < 0) known = access("/proc/sys/kernel/ns_last_pid", F_OK) == 0;
  return known;
}

bool js_lane_can_run(const struct js_options *opt) {
  return geteuid() == 0 && opt->use_namespaces && opt->use_cgroups && opt->cgroup_name && !opt->report_path &&
         pids_resettable();
}

static void forget_root(struct root *r) {
  for (int i = 0; r->used && i < r->id_count; i++) close(r->pins[i]);
  r->used = false;
}

/* Ends the lane's init (if it still lives) and everything in its namespaces; its wait status. */
static int drop_lane(struct lane *l) {
  int status = 0;
  close(l->sock);
  kill(l->pid, SIGKILL);
  while (waitpid(l->pid, &status, 0) < 0 && errno == EINTR) {
  }
  js_cgroup_release(&l->cg);
  for (int i = 0; i < JS_LANE_ROOTS; i++) forget_root(&l->roots[i]);
  l->used = false;
  return status;
}

void js_lane_close_all(void) {
  for (int i = 0; i < MAX_LANES; i++)
    if (lanes[i].used) drop_lane(&lanes[i]);
}

static struct lane *find_lane(const char *name) {
  for (int i = 0; i < MAX_LANES; i++)
    if (lanes[i].used && strcmp(lanes[i].name, name) == 0) return &lanes[i];
  return NULL;
}

#define LANE_ATTEMPTS 3
#define LEFTOVER_WAIT_MS 2000
#define READY_WAIT_MS 5000

/* init's first message: its setup went well, or why not. */
static int await_ready(struct lane *l, char *err) {
  struct pollfd pfd = {.fd = l->sock, .events = POLLIN};
  int ready;
  while ((ready = poll(&pfd, 1, READY_WAIT_MS)) < 0 && errno == EINTR) {
  }
  struct js_child_report hello;
  ssize_t n = 0;
  if (ready > 0) {
    while ((n = recv(l->sock, &hello, sizeof hello, 0)) < 0 && errno == EINTR) {
    }
  }
  if (n != (ssize_t)sizeof hello || hello.seq != 0) {
    snprintf(err, JS_ERR_LEN, "the lane's init %s", ready > 0 ? "ended while setting up" : "did not set up in time");
    return -1;
  }
  if (hello.setup_failed) {
    snprintf(err, JS_ERR_LEN, "%s", hello.error);
    return -1;
  }
  return 0;
}

/* Starts a lane's init, empties the cgroup of what an earlier sandbox left, moves init into it and
 * waits until init has set up. */
static struct lane *start_lane_once(struct lane *l, const struct js_options *opt, char *err) {
  memset(l, 0, sizeof *l);
  snprintf(l->name, sizeof l->name, "%s", opt->cgroup_name);

  int netns_fd = js_netns_open(opt->cgroup_name, err);
  if (netns_fd < 0) l->missing |= JS_MISSING_NETNS;
  int sv[2];
  if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) < 0) {
    js_format_error(err, "socketpair", errno);
    if (netns_fd >= 0) close(netns_fd);
    return NULL;
  }
  /* A request carries the whole command line in one message. */
  int buffer = (int)(sizeof(struct js_lane_request) + JS_MAX_REQUEST + 4096);
  setsockopt(sv[0], SOL_SOCKET, SO_SNDBUFFORCE, &buffer, sizeof buffer);
  pid_t pid = (pid_t)syscall(SYS_clone, CLONE_NEWPID | CLONE_NEWIPC | CLONE_NEWUTS | SIGCHLD, 0, 0, 0, 0);
  if (pid == 0) {
    close(sv[0]);
    js_lane_init(sv[1], netns_fd);
  }
  close(sv[1]);
  if (netns_fd >= 0) close(netns_fd);
  if (pid < 0) {
    js_format_error(err, "clone the lane's init into new namespaces", errno);
    close(sv[0]);
    return NULL;
  }
  l->used = true;
  l->pid = pid;
  l->sock = sv[0];
  l->cpu = -1;
  if (js_cgroup_open(&l->cg, opt, &l->missing, err) < 0 || js_cgroup_empty(&l->cg, LEFTOVER_WAIT_MS, err) < 0) {
    drop_lane(l);
    return NULL;
  }
  char pid_text[16];
  snprintf(pid_text, sizeof pid_text, "%d", (int)pid);
  for (int i = 0; i < l->cg.join_count; i++) {
    if (js_write_fd(l->cg.join_fds[i], pid_text) < 0) {
      js_format_error(err, "move the lane's init into the cgroup", errno);
      drop_lane(l);
      return NULL;
    }
  }
  if (await_ready(l, err) < 0) {
    drop_lane(l);
    return NULL;
  }
  return l;
}

/* A new lane in the slot of the least recently used one. What fails may be passing (the cgroup not
 * yet empty, a namespace not yet torn down), so it is tried a few times before the run is a system
 * error that says why. */
static struct lane *start_lane(const struct js_options *opt, char *err) {
  struct lane *l = &lanes[0];
  for (int i = 0; i < MAX_LANES; i++) {
    if (!lanes[i].used) {
      l = &lanes[i];
      break;
    }
    if (lanes[i].used_at < l->used_at) l = &lanes[i];
  }
  if (l->used) drop_lane(l);
  char last[JS_ERR_LEN] = "";
  for (int attempt = 0; attempt < LANE_ATTEMPTS; attempt++) {
    if (start_lane_once(l, opt, last)) return l;
  }
  snprintf(err, JS_ERR_LEN, "could not set up a lane in %d attempts: %s", LANE_ATTEMPTS, last);
  return NULL;
}

static int find_root(struct lane *l, const struct js_options *opt, const struct file_id *ids, int id_count) {
  unsigned long long layout = js_template_key(opt);
  for (int i = 0; i < JS_LANE_ROOTS; i++) {
    struct root *r = &l->roots[i];
    if (!r->used || r->layout != layout || r->tmp_kb != opt->tmp_kb || r->id_count != id_count) continue;
    bool same = true;
    for (int k = 0; k < id_count && same; k++) same = r->ids[k].dev == ids[k].dev && r->ids[k].ino == ids[k].ino;
    if (same) return i;
  }
  return -1;
}

/* The slot a new root takes: a free one, else the least recently used. */
static int free_root(struct lane *l) {
  int pick = 0;
  for (int i = 0; i < JS_LANE_ROOTS; i++) {
    if (!l->roots[i].used) return i;
    if (l->roots[i].used_at < l->roots[pick].used_at) pick = i;
  }
  forget_root(&l->roots[pick]);
  return pick;
}

static bool send_request(struct lane *l, const struct js_lane_request *req, const char *body, size_t size,
                         const int *fds) {
  struct iovec iov[2] = {{(void *)req, sizeof *req}, {(void *)body, size}};
  union {
    char buf[CMSG_SPACE(sizeof(int) * JS_LANE_MAX_FDS)];
    struct cmsghdr align;
  } control;
  struct msghdr msg = {.msg_iov = iov, .msg_iovlen = 2};
  if (req->fd_count > 0) {
    msg.msg_control = control.buf;
    msg.msg_controllen = CMSG_SPACE(sizeof(int) * (size_t)req->fd_count);
    struct cmsghdr *c = CMSG_FIRSTHDR(&msg);
    c->cmsg_level = SOL_SOCKET;
    c->cmsg_type = SCM_RIGHTS;
    c->cmsg_len = CMSG_LEN(sizeof(int) * (size_t)req->fd_count);
    memcpy(CMSG_DATA(c), fds, sizeof(int) * (size_t)req->fd_count);
  }
  ssize_t n;
  while ((n = sendmsg(l->sock, &msg, MSG_NOSIGNAL)) < 0 && errno == EINTR) {
  }
  return n == (ssize_t)(sizeof *req + size);
}

static void send_kill(struct lane *l, unsigned long long seq) {
  struct js_lane_request req = {.kind = JS_LANE_KILL, .seq = seq};
  send(l->sock, &req, sizeof req, MSG_NOSIGNAL);
}

static void answer_report(unsigned missing, const struct js_outcome *o, const char *error) {
  char report[MAX_REPORT];
  js_format_report(report, sizeof report, missing, o, error);
  js_answer(0, report);
}

static void system_error(unsigned missing, const char *error) {
  struct js_outcome o = {.status = "SE"};
  answer_report(missing, &o, error);
}

static void close_all(int *fds, int count) {
  for (int i = 0; i < count; i++)
    if (fds[i] >= 0) close(fds[i]);
}

/* Opens the box and the writable binds' sources, and says who they are. */
static int open_sources(const struct js_options *opt, int *fds, struct file_id *ids, char *err) {
  char box_host[4096];
  if (!realpath(opt->box, box_host) || (fds[0] = js_open(box_host, O_RDONLY | O_DIRECTORY)) < 0) {
    js_format_error(err, opt->box, errno);
    return -1;
  }
  if (js_hand_over_box(fds[0], opt->uid, opt->gid, err) < 0) return -1;
  int count = 1;
  for (int i = 0; i < opt->bind_count; i++) {
    if (!opt->binds[i].writable) continue;
    if ((fds[count] = js_open(opt->binds[i].src, O_PATH)) < 0) {
      js_format_error(err, opt->binds[i].src, errno);
      return -1;
    }
    count++;
  }
  for (int i = 0; i < count; i++) {
    struct stat st;
    if (fstat(fds[i], &st) < 0) {
      js_format_error(err, "stat", errno);
      return -1;
    }
    ids[i] = (struct file_id){st.st_dev, st.st_ino};
  }
  return count;
}

/* The descriptors a new root is built from, after the stdio ones: the template and the trees. */
static int root_fds(const struct js_options *opt, const int *sources, int source_count, int *fds, char *err) {
  int count = 0;
  fds[count] = js_template_open(opt, err);
  while (fds[count] >= 0 && count < source_count) {
    count++;
    fds[count] = js_clone_tree(sources[count - 1], "", err);
  }
  if (fds[count] >= 0) return count + 1;
  close_all(fds, count);
  return -1;
}

/* Waits for init's report, killing the run on an abort or at a limit. False if init ended first. */
static bool await_report(struct lane *l, const struct js_options *opt, unsigned long long seq, long long start,
                         enum js_kill_reason *killed, struct js_child_report *report) {
  struct js_watch w = {.pid = -1, .done_fd = l->sock, .namespaced = true, .cg = &l->cg};
  bool kill_sent = false;
  if (js_take_early_abort()) {
    send_kill(l, seq);
    kill_sent = true;
  }
  for (;;) {
    int wait = -1;
    if (!kill_sent) {
      enum js_kill_reason over = js_watch_limits(opt, &w, start, &wait);
      if (over != JS_KILLED_NONE) {
        *killed = over;
        send_kill(l, seq);
        kill_sent = true;
        wait = -1;
      }
    }
    struct pollfd fds[2] = {{.fd = l->sock, .events = POLLIN},
                            {.fd = kill_sent ? -1 : js_input_watch_fd(), .events = POLLIN}};
    if (poll(fds, 2, wait) < 0) continue;
    if (fds[1].revents && js_abort_requested() && !kill_sent) {
      send_kill(l, seq);
      kill_sent = true;
    }
    if (fds[0].revents) break;
  }
  ssize_t n;
  while ((n = recv(l->sock, report, sizeof *report, 0)) < 0 && errno == EINTR) {
  }
  return n == (ssize_t)sizeof *report && report->seq == seq;
}

void js_lane_run(const struct js_options *opt, const char *body, size_t size) {
  char err[JS_ERR_LEN];
  int sources[1 + JS_MAX_LIST], stdio[3] = {-1, -1, -1};
  for (int i = 0; i <= JS_MAX_LIST; i++) sources[i] = -1;
  struct file_id ids[1 + JS_MAX_LIST];
  int source_count = open_sources(opt, sources, ids, err);
  if (source_count < 0) {
    close_all(sources, 1 + JS_MAX_LIST);
    system_error(0, err);
    return;
  }
  struct lane *l = find_lane(opt->cgroup_name);
  if (!l && !(l = start_lane(opt, err))) {
    close_all(sources, source_count);
    system_error(0, err);
    return;
  }
  if (js_open_stdio(opt, sources[0], stdio, err) < 0) {
    close_all(stdio, 3);
    close_all(sources, source_count);
    system_error(l->missing, err);
    return;
  }

  int fds[JS_LANE_MAX_FDS];
  struct js_lane_request req = {.kind = JS_LANE_RUN, .seq = ++run_seq};
  long long start = 0;
  bool sent = false;
  /* A lane whose init died while idle is started again, once. */
  for (int attempt = 0; !sent; attempt++) {
    memcpy(fds, stdio, sizeof stdio);
    req.fd_count = 3;
    req.root = find_root(l, opt, ids, source_count);
    req.new_root = req.root < 0;
    if (req.new_root) {
      req.root = free_root(l);
      int extra = root_fds(opt, sources, source_count, fds + 3, err);
      if (extra < 0) break;
      req.fd_count += extra;
    }
    if (js_cgroup_start_run(&l->cg, opt, err) < 0) {
      close_all(fds + 3, req.fd_count - 3);
      break;
    }
    /* init (and the program until its execve) run where the server runs now: every handoff of the
     * run between them stays on this CPU (program.c). */
    int cpu = sched_getcpu();
    if (cpu >= 0 && cpu != l->cpu && js_pin_to_cpu(l->pid, cpu)) l->cpu = cpu;
    start = js_now_ms();
    sent = send_request(l, &req, body, size, fds);
    if (!sent) js_format_error(err, "the lane's init is gone", errno);
    close_all(fds + 3, req.fd_count - 3);
    if (sent) break;
    drop_lane(l);
    if (attempt > 0 || !(l = start_lane(opt, err))) {
      l = NULL;
      break;
    }
  }
  if (!sent) {
    close_all(stdio, 3);
    close_all(sources, source_count);
    system_error(l ? l->missing : 0, err);
    return;
  }
  struct root *root = &l->roots[req.root];
  if (req.new_root) {
    *root = (struct root){.used = true, .layout = js_template_key(opt), .tmp_kb = opt->tmp_kb, .id_count = source_count};
    memcpy(root->ids, ids, sizeof ids[0] * (size_t)source_count);
    memcpy(root->pins, sources, sizeof sources[0] * (size_t)source_count);
  } else {
    close_all(sources, source_count);
  }
  root->used_at = l->used_at = ++clock_tick;

  enum js_kill_reason killed = JS_KILLED_NONE;
  struct js_child_report report;
  if (!await_report(l, opt, req.seq, start, &killed, &report)) {
    /* Killed from outside, most likely: say how init ended, and the runner tries again. */
    close_all(stdio, 3);
    js_answer_unreported(drop_lane(l));
    return;
  }
  struct js_outcome o = {.wall_ms = js_now_ms() - start};
  char answer[MAX_REPORT];
  if (report.setup_failed) {
    /* Whatever went wrong may have left the root unusable: the next run builds it afresh. */
    forget_root(root);
    o.status = "SE";
    js_format_report(answer, sizeof answer, l->missing, &o, report.error);
  } else {
    long long out_bytes = js_output_size(stdio[1]);
    long long err_bytes = js_output_size(stdio[2]);
    js_judge(opt, &l->cg, &o, killed, report.wait_status, &report.usage,
             out_bytes > err_bytes ? out_bytes : err_bytes);
    js_format_report(answer, sizeof answer, l->missing, &o, NULL);
  }
  close_all(stdio, 3);
  /* init could not clean up after the run and ends: the lane goes before the run is answered, so
   * the next run cannot be sent to it and starts a fresh one. */
  if (report.lane_ending) drop_lane(l);
  js_answer(0, answer);
}
