/* The program's file system: a small tmpfs root holding read-only binds of the system directories
 * and toolchains, the box at /box, a fresh /tmp, /proc and a handful of device nodes.
 *
 * Building that root costs a dozen mounts, so it is built once per layout in a mount namespace
 * that is kept alive (a "template"); each run enters a private copy of it and adds only its own
 * box, /tmp and /proc. Nothing of this is visible in the host's mount namespace except the pinned
 * namespace files under /run/jsandbox. */
#include "jsandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/magic.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/fs.h>
#include <sys/file.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/socket.h>
/* glibc 2.36+ declares the new mount API in <sys/mount.h>; musl leaves it to the kernel header,
 * which clashes with glibc's. */
#ifndef MOUNT_ATTR_RDONLY
#include <linux/mount.h>
#endif
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <sys/xattr.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#define ROOT_DIR JS_RUN_DIR "/root"
#define NETNS_DIR JS_RUN_DIR "/netns"
#define TEMPLATE_DIR JS_RUN_DIR "/mnt"

static const char *const system_dirs[] = {"usr", "bin", "sbin", "lib", "lib32", "lib64", "libx32", "opt"};

/* Only what dynamic linking, compilers and runtimes read; the rest of /etc (users, hosts, keys,
 * service configs) stays out of sight. */
static const char *const etc_entries[] = {"ld.so.cache", "ld.so.conf", "ld.so.conf.d", "alternatives",
                                          "localtime", "timezone", "nsswitch.conf"};

static const struct {
  const char *name;
  unsigned major, minor;
} devices[] = {{"null", 1, 3}, {"zero", 1, 5}, {"random", 1, 8}, {"urandom", 1, 9}};

static int fail(char *err, const char *what, const char *path) {
  char what_path[JS_ERR_LEN];
  snprintf(what_path, sizeof what_path, "%s %s", what, path);
  js_format_error(err, what_path, errno);
  return -1;
}

static int mkdirs(const char *relative) {
  char path[4096];
  snprintf(path, sizeof path, "%s", relative);
  for (char *p = path + 1; *p; p++) {
    if (*p != '/') continue;
    *p = '\0';
    if (mkdir(path, 0755) < 0 && errno != EEXIST) return -1;
    *p = '/';
  }
  return mkdir(path, 0755) < 0 && errno != EEXIST ? -1 : 0;
}

/* Creates the mount point matching the source's type, under the current directory (the new root). */
static int mount_point(const char *src, const char *relative) {
  struct stat st;
  if (stat(src, &st) < 0) return -1;
  if (S_ISDIR(st.st_mode)) return mkdirs(relative);
  char parent[4096];
  snprintf(parent, sizeof parent, "%s", relative);
  char *slash = strrchr(parent, '/');
  if (slash) {
    *slash = '\0';
    if (mkdirs(parent) < 0) return -1;
  }
  int fd = open(relative, O_CREAT | O_WRONLY | O_CLOEXEC, 0644);
  if (fd < 0) return -1;
  close(fd);
  return 0;
}

/* Linux 5.12+ makes the whole new root read-only in one mount_setattr call at the end; older
 * kernels need a remount per bind. */
static bool remount_each;

static int bind_mount(const char *src, const char *relative, char *err) {
  if (mount_point(src, relative) < 0) return fail(err, "mount point for", src);
  if (mount(src, relative, NULL, MS_BIND | MS_REC, NULL) < 0) return fail(err, "bind", src);
  if (remount_each &&
      mount(NULL, relative, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID, NULL) < 0)
    return fail(err, "remount read-only", src);
  return 0;
}

/* Copies a host symlink (merged-/usr systems make /bin a link to usr/bin) or binds the directory. */
static int mirror(const char *host, const char *relative, char *err) {
  struct stat st;
  if (lstat(host, &st) < 0) return 0;
  if (S_ISLNK(st.st_mode)) {
    char target[4096];
    ssize_t n = readlink(host, target, sizeof target - 1);
    if (n < 0) return fail(err, "readlink", host);
    target[n] = '\0';
    if (symlink(target, relative) < 0) return fail(err, "symlink", relative);
    return 0;
  }
  return bind_mount(host, relative, err);
}

static int make_devices(char *err) {
  if (mkdir("dev", 0755) < 0) return fail(err, "mkdir", "/dev");
  char path[64];
  for (size_t i = 0; i < sizeof devices / sizeof devices[0]; i++) {
    snprintf(path, sizeof path, "dev/%s", devices[i].name);
    if (mknod(path, S_IFCHR | 0666, makedev(devices[i].major, devices[i].minor)) == 0) continue;
    /* Without CAP_MKNOD (some container runtimes) bind the host's node instead. */
    char host[64];
    snprintf(host, sizeof host, "/dev/%s", devices[i].name);
    if (bind_mount(host, path, err) < 0) return -1;
  }
  const char *links[][2] = {{"/proc/self/fd", "dev/fd"},
                            {"/proc/self/fd/0", "dev/stdin"},
                            {"/proc/self/fd/1", "dev/stdout"},
                            {"/proc/self/fd/2", "dev/stderr"}};
  for (size_t i = 0; i < sizeof links / sizeof links[0]; i++)
    if (symlink(links[i][0], links[i][1]) < 0) return fail(err, "symlink", links[i][1]);
  return 0;
}

static int make_read_only(char *err) {
  if (remount_each) {
    if (mount(NULL, ".", NULL, MS_REMOUNT | MS_RDONLY | MS_NOSUID, NULL) < 0)
      return fail(err, "remount read-only", "/");
    return 0;
  }
  struct mount_attr attr = {.attr_set = MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID};
  if (syscall(SYS_mount_setattr, AT_FDCWD, ".", AT_RECURSIVE, &attr, sizeof attr) < 0)
    return fail(err, "mount_setattr", "/");
  return 0;
}

/* Builds the skeleton in the current (fresh) mount namespace and moves into it. Mount points for
 * the per-run mounts (/box, /tmp, /proc, writable binds) are created but left empty. */
static int build_skeleton(const struct js_options *opt, char *err) {
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0) return fail(err, "make private", "/");
  if (mkdirs(ROOT_DIR) < 0) return fail(err, "mkdir", ROOT_DIR);
  if (mount("jsandbox", ROOT_DIR, "tmpfs", 0, "size=1m,mode=0755") < 0)
    return fail(err, "mount tmpfs", ROOT_DIR);
  if (chdir(ROOT_DIR) < 0) return fail(err, "chdir", ROOT_DIR);
  remount_each = syscall(SYS_mount_setattr, -1, "", 0, NULL, 0) < 0 && errno == ENOSYS;

  char host[4096];
  for (size_t i = 0; i < sizeof system_dirs / sizeof system_dirs[0]; i++) {
    snprintf(host, sizeof host, "/%s", system_dirs[i]);
    if (mirror(host, system_dirs[i], err) < 0) return -1;
  }
  if (mkdir("etc", 0755) < 0) return fail(err, "mkdir", "/etc");
  char relative[4096];
  for (size_t i = 0; i < sizeof etc_entries / sizeof etc_entries[0]; i++) {
    snprintf(host, sizeof host, "/etc/%s", etc_entries[i]);
    snprintf(relative, sizeof relative, "etc/%s", etc_entries[i]);
    if (mirror(host, relative, err) < 0) return -1;
  }
  for (int i = 0; i < opt->bind_count; i++) {
    const struct js_bind *b = &opt->binds[i];
    if (b->writable) {
      if (mount_point(b->src, b->dst + 1) < 0) return fail(err, "mount point for", b->dst);
    } else if (bind_mount(b->src, b->dst + 1, err) < 0) {
      return -1;
    }
  }
  if (make_devices(err) < 0) return -1;
  const char *dirs[] = {"box", "tmp", "proc"};
  for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++)
    if (mkdir(dirs[i], 0755) < 0) return fail(err, "mkdir", dirs[i]);
  if (make_read_only(err) < 0) return -1;

  /* pivot_root(".", ".") stacks the old root under the new one; detaching it leaves no path back. */
  if (syscall(SYS_pivot_root, ".", ".") < 0) return fail(err, "pivot_root", ROOT_DIR);
  if (umount2(".", MNT_DETACH) < 0) return fail(err, "detach old root", "/");
  return 0;
}

/* The key names the skeleton's layout: the same read-only binds and writable mount points give the
 * same template. */
unsigned long long js_template_key(const struct js_options *opt) {
  unsigned long long hash = 1469598103934665603ULL;
  const char *version = "layout-1";
  for (const char *p = version; *p; p++) hash = (hash ^ (unsigned char)*p) * 1099511628211ULL;
  for (int i = 0; i < opt->bind_count; i++) {
    const struct js_bind *b = &opt->binds[i];
    const char *parts[] = {b->writable ? "rw" : "ro", b->writable ? "" : b->src, b->dst};
    for (size_t k = 0; k < 3; k++) {
      for (const char *p = parts[k]; *p; p++) hash = (hash ^ (unsigned char)*p) * 1099511628211ULL;
      hash = (hash ^ 0xffu) * 1099511628211ULL;
    }
  }
  return hash;
}

static bool is_ns_file(int fd) {
  struct statfs sf;
  return fstatfs(fd, &sf) == 0 && sf.f_type == NSFS_MAGIC;
}

/* Keeps a namespace alive as a bind mount of its nsfs file at `path`, like `ip netns` does, so
 * later runs enter it in microseconds instead of building it again. `prepare` runs in a child that
 * has just unshared `ns_type`; the parent binds that child's namespace once it reports ready. */
static int pin_namespace(const char *dir, const char *path, int ns_type, const char *ns_name,
                         int (*prepare)(const struct js_options *, char *), const struct js_options *opt,
                         char *err) {
  int fd = js_open(path, O_RDONLY);
  if (fd >= 0 && is_ns_file(fd)) return fd;
  if (fd >= 0) close(fd);

  if (mkdirs(dir) < 0) return fail(err, "mkdir", dir);
  char lock_path[4096];
  snprintf(lock_path, sizeof lock_path, "%s/.lock", dir);
  int lock = open(lock_path, O_CREAT | O_RDWR | O_CLOEXEC, 0600);
  if (lock < 0 || flock(lock, LOCK_EX) < 0) return fail(err, "lock", lock_path);
  fd = js_open(path, O_RDONLY);
  if (fd >= 0 && is_ns_file(fd)) {
    close(lock);
    return fd;
  }
  if (fd >= 0) close(fd);

  int ready[2];
  int created = open(path, O_CREAT | O_RDONLY | O_CLOEXEC, 0444);
  if (created < 0 || pipe2(ready, O_CLOEXEC) < 0) {
    close(lock);
    return fail(err, "create", path);
  }
  close(created);
  pid_t pid = fork();
  if (pid == 0) {
    close(ready[0]);
    char child_err[JS_ERR_LEN] = "";
    if (unshare(ns_type) < 0)
      js_format_error(child_err, "unshare", errno);
    else if (prepare)
      prepare(opt, child_err);
    if (write(ready[1], child_err, strlen(child_err) + 1) < 0) _exit(1);
    pause();
    _exit(0);
  }
  close(ready[1]);
  char child_err[JS_ERR_LEN] = "";
  ssize_t n = pid < 0 ? -1 : read(ready[0], child_err, sizeof child_err - 1);
  close(ready[0]);
  int rc = 0;
  if (n <= 0) {
    rc = fail(err, "start namespace keeper for", path);
  } else if (child_err[0]) {
    snprintf(err, JS_ERR_LEN, "%s", child_err);
    rc = -1;
  } else {
    char source[64];
    snprintf(source, sizeof source, "/proc/%d/ns/%s", (int)pid, ns_name);
    if (mount(source, path, NULL, MS_BIND, NULL) < 0) rc = fail(err, "pin namespace at", path);
  }
  if (pid > 0) {
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
  }
  close(lock);
  if (rc < 0) return -1;
  fd = js_open(path, O_RDONLY);
  if (fd < 0 || !is_ns_file(fd)) return fail(err, "open namespace", path);
  return fd;
}

int js_template_open(const struct js_options *opt, char *err) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%016llx", TEMPLATE_DIR, js_template_key(opt));
  return pin_namespace(TEMPLATE_DIR, path, CLONE_NEWNS, "mnt", build_skeleton, opt, err);
}

int js_netns_open(const char *name, char *err) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", NETNS_DIR, name);
  return pin_namespace(NETNS_DIR, path, CLONE_NEWNET, "net", NULL, NULL, err);
}

/* Whether the calling process's network namespace holds any socket (or cannot tell): sockstat's
 * count is the namespace's own, and reading it (a few microseconds, where listing /proc/net/unix
 * walks every bucket of its table, ~20) goes through a descriptor kept for the namespace. */
static int sockstat_fd = -1;

static bool sockets_left(void) {
  if (sockstat_fd < 0) sockstat_fd = js_open("/proc/self/net/sockstat", O_RDONLY);
  char text[64];
  ssize_t n = sockstat_fd >= 0 ? pread(sockstat_fd, text, sizeof text - 1, 0) : -1;
  if (n <= 0) return true;
  text[n] = '\0';
  return strncmp(text, "sockets: used 0\n", 16) != 0;
}

/* The network namespace a cgroup's runs share holds their abstract unix sockets (the only ones a
 * program can make), and a socket can outlive every process of its run: when its descriptors are
 * all in flight, in SCM_RIGHTS messages queued on sockets that are themselves in flight, it stays
 * bound, listed in /proc/net/unix and open to connect, until the kernel's garbage collector runs,
 * which only the release of some unix socket starts. So a run starts only in a namespace holding no
 * socket: closing a socket pair here starts the collector (its files are put a tick later, ~5 ms),
 * and what it has not freed after SWEEP_WAIT_MS is left behind with the namespace, for a fresh one.
 * Without such a leftover this is one read of /proc. */
#define SWEEP_WAIT_MS 100

int js_netns_sweep(char *err) {
  if (!sockets_left()) return 0;
  int pair[2];
  if (socketpair(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0, pair) == 0) {
    close(pair[0]);
    close(pair[1]);
  }
  for (int waited = 0; waited < SWEEP_WAIT_MS; waited++) {
    usleep(1000);
    if (!sockets_left()) return 0;
  }
  if (unshare(CLONE_NEWNET) < 0) return fail(err, "unshare", "a fresh network namespace");
  if (sockstat_fd >= 0) close(sockstat_fd);
  sockstat_fd = -1;
  return 0;
}

/* Runs in the sandbox's init: a private copy of the template, then this run's own mounts. The box
 * and writable binds arrive as detached mounts cloned on the host (open_tree), because the host's
 * paths are out of reach once inside the template. */
int js_enter_root(const struct js_options *opt, int template_fd, int box_tree, const int *rw_trees,
                  char *err) {
  if (setns(template_fd, CLONE_NEWNS) < 0) return fail(err, "enter", "mount template");
  if (unshare(CLONE_NEWNS) < 0) return fail(err, "unshare", "mount namespace");
  if (syscall(SYS_move_mount, box_tree, "", AT_FDCWD, "/box", MOVE_MOUNT_F_EMPTY_PATH) < 0)
    return fail(err, "attach", "/box");
  for (int i = 0, k = 0; i < opt->bind_count; i++) {
    const struct js_bind *b = &opt->binds[i];
    if (!b->writable) continue;
    if (syscall(SYS_move_mount, rw_trees[k++], "", AT_FDCWD, b->dst, MOVE_MOUNT_F_EMPTY_PATH) < 0)
      return fail(err, "attach", b->dst);
  }
  if (js_mount_tmp(opt->tmp_kb, err) < 0) return -1;
  /* hidepid: the program sees only its own processes. init's entries would otherwise show a lane's
   * counters to every run (its children's CPU time and page faults, its own run time), each of
   * which any run can add to at will. */
  if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, "hidepid=2") < 0)
    return fail(err, "mount", "/proc");
  if (chdir("/box") < 0) return fail(err, "chdir", "/box");
  return 0;
}

/* A fresh, empty /tmp of the given size. noatime: reading it leaves no time that a lane's next run
 * could see (lane_init.c). */
int js_mount_tmp(long long tmp_kb, char *err) {
  char tmp_options[64];
  snprintf(tmp_options, sizeof tmp_options, "size=%lldk,mode=1777", tmp_kb);
  if (mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV | MS_NOATIME, tmp_options) < 0)
    return fail(err, "mount", "/tmp");
  return 0;
}

/* Gives the box to the run's uid as the runner made it: its owner (the program) can leave marks on
 * its root that clearing its entries does not remove, and the next run of the box would read them:
 * the mode, the times (set to any value), extended attributes (user.*, ACLs) and inode flags
 * (nodump, noatime). A few system calls per run. */
int js_hand_over_box(int box_fd, uid_t uid, gid_t gid, char *err) {
  if (fchown(box_fd, uid, gid) < 0 || fchmod(box_fd, 0755) < 0 || futimens(box_fd, NULL) < 0)
    return fail(err, "hand over", "the box");
  ssize_t size = flistxattr(box_fd, NULL, 0);
  if (size > 0) {
    char *names = malloc((size_t)size);
    if (!names || (size = flistxattr(box_fd, names, (size_t)size)) < 0) {
      free(names);
      return fail(err, "list the attributes of", "the box");
    }
    /* Those its owner may set; security.* (an LSM's label) and trusted.* need privileges. */
    for (ssize_t at = 0; at < size; at += (ssize_t)strlen(names + at) + 1) {
      const char *name = names + at;
      if (strncmp(name, "user.", 5) != 0 && strncmp(name, "system.posix_acl_", 17) != 0) continue;
      if (fremovexattr(box_fd, name) < 0 && errno != ENODATA) {
        free(names);
        return fail(err, "remove an attribute of", "the box");
      }
    }
    free(names);
  }
  int flags;
  if (ioctl(box_fd, FS_IOC_GETFLAGS, &flags) == 0 && (flags & FS_FL_USER_MODIFIABLE)) {
    flags &= ~FS_FL_USER_MODIFIABLE;
    if (ioctl(box_fd, FS_IOC_SETFLAGS, &flags) < 0) return fail(err, "clear the flags of", "the box");
  }
  return 0;
}

/* A detached copy of a host directory (`path` beneath `dir_fd`, or with "" dir_fd itself), to be
 * attached inside the sandbox by js_enter_root. */
int js_clone_tree(int dir_fd, const char *path, char *err) {
  unsigned flags = OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC | AT_RECURSIVE | (path[0] ? 0 : AT_EMPTY_PATH);
  int fd = (int)syscall(SYS_open_tree, dir_fd, path, flags);
  if (fd < 0) return fail(err, "open_tree", path[0] ? path : "the box");
  return fd;
}
