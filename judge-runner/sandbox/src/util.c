/* Small I/O helpers every part of the helper uses: error text, close-on-exec opens, whole small
 * files, numbers from cgroup files, and the monotonic clock. */
#include "jsandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

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

long long js_now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000LL + t.tv_nsec / 1000000;
}

/* The server and its supervisors share the run's memory cgroup: -1000 keeps the cgroup's OOM killer
 * (and v2's memory.oom.group) off them; init and the program go back to 0. Best effort. */
void js_set_oom_score_adj(const char *value) {
  int fd = open("/proc/self/oom_score_adj", O_WRONLY | O_CLOEXEC);
  if (fd < 0) return;
  js_write_fd(fd, value);
  close(fd);
}
