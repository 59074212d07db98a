/* The program's stdin, stdout and stderr: opened by the supervisor (as root) before the sandbox
 * starts, so host paths stay invisible inside. Interactive runs pass FIFOs, opened in an order that
 * never deadlocks two helpers wired crosswise. A failure leaves "PATH: reason" in err. */
#include "jsandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/openat2.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <unistd.h>

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

static int open_failed(const char *path, char *err) {
  js_format_error(err, path, errno);
  return -1;
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
static int wait_for_fifo_writer(int box_fd, const char *path, int *fd, long long deadline, char *err) {
  struct stat st;
  if (fstat(*fd, &st) != 0 || !S_ISFIFO(st.st_mode)) return 0;
  long long left = deadline - js_now_ms();
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
    return open_failed(path, err);
  }
  close(*fd);
  *fd = blocking;
  return 0;
}

/* Read ends open first and without blocking, so two helpers wired crosswise never wait on each
 * other; a write end waits (up to the wall limit) for its reader; then the read end waits for its
 * writer (wait_for_fifo_writer). */
int js_open_stdio(const struct js_options *opt, int box_fd, int stdio[3], char *err) {
  const char *in = opt->stdin_path ? opt->stdin_path : "/dev/null";
  stdio[0] = open_path(box_fd, in, O_RDONLY | O_NONBLOCK);
  if (stdio[0] < 0 || clear_nonblock(stdio[0]) < 0) return open_failed(in, err);

  const char *paths[2] = {opt->stdout_path, opt->stderr_path};
  long long deadline = js_now_ms() + opt->wall_ms;
  for (int i = 0; i < 2; i++) {
    const char *path = paths[i] ? paths[i] : "/dev/null";
    if (i == 1 && paths[0] && paths[1] && strcmp(paths[0], paths[1]) == 0) {
      stdio[2] = dup(stdio[1]);
      if (stdio[2] < 0) return open_failed(path, err);
      fcntl(stdio[2], F_SETFD, FD_CLOEXEC);
      break;
    }
    int fd;
    while ((fd = open_path(box_fd, path, O_WRONLY | O_CREAT | O_TRUNC | O_NONBLOCK)) < 0 &&
           errno == ENXIO && js_now_ms() < deadline)
      usleep(1000);
    if (fd < 0 || clear_nonblock(fd) < 0) return open_failed(path, err);
    stdio[i + 1] = fd;
  }
  return wait_for_fifo_writer(box_fd, in, &stdio[0], deadline, err);
}

long long js_output_size(int fd) {
  struct stat st;
  return fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ? (long long)st.st_size : 0;
}
