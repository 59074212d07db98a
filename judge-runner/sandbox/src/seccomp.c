/* The seccomp filter: a deny list, so every language runtime keeps working, plus argument checks
 * for the calls that decide whether a program can reach outside its box. */
#include "jsandbox.h"

#include <errno.h>
#include <linux/audit.h>
#include <linux/sched.h>
#include <linux/seccomp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <sys/syscall.h>

#if defined(__x86_64__)
#define JS_AUDIT_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define JS_AUDIT_ARCH AUDIT_ARCH_AARCH64
#else
#error "jsandbox knows the syscall ABI of x86_64 and aarch64 only"
#endif

#define JS_FILTER_MAX 256
#define ARG_LO(n) (offsetof(struct seccomp_data, args[n]))
#define ARG_HI(n) (offsetof(struct seccomp_data, args[n]) + sizeof(uint32_t))

#define RET_ERRNO(e) (SECCOMP_RET_ERRNO | ((e) & SECCOMP_RET_DATA))

/* Calls no judged program or compiler needs and that touch the kernel or other processes. */
static const int denied[] = {
  __NR_ptrace, __NR_process_vm_readv, __NR_process_vm_writev, __NR_mount, __NR_umount2,
  __NR_pivot_root, __NR_chroot, __NR_swapon, __NR_swapoff, __NR_reboot, __NR_kexec_load,
  __NR_kexec_file_load, __NR_init_module, __NR_finit_module, __NR_delete_module, __NR_bpf,
  __NR_perf_event_open, __NR_keyctl, __NR_add_key, __NR_request_key, __NR_setns, __NR_unshare,
  __NR_acct, __NR_quotactl, __NR_settimeofday, __NR_clock_settime, __NR_clock_adjtime, __NR_adjtimex,
  __NR_sethostname, __NR_setdomainname, __NR_open_by_handle_at, __NR_name_to_handle_at,
  __NR_userfaultfd, __NR_syslog, __NR_vhangup, __NR_fanotify_init, __NR_lookup_dcookie,
  __NR_io_uring_setup, __NR_io_uring_enter, __NR_io_uring_register, __NR_open_tree, __NR_move_mount,
  __NR_fsopen, __NR_fsconfig, __NR_fsmount, __NR_fspick, __NR_mount_setattr, __NR_pidfd_getfd,
  __NR_kcmp,
#ifdef __NR_iopl
  __NR_iopl,
#endif
#ifdef __NR_ioperm
  __NR_ioperm,
#endif
#ifdef __NR_uselib
  __NR_uselib,
#endif
#ifdef __NR_ustat
  __NR_ustat,
#endif
#ifdef __NR_sysfs
  __NR_sysfs,
#endif
};

#define NAMESPACE_FLAGS                                                                            \
  (CLONE_NEWNS | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET |       \
   CLONE_NEWCGROUP)

struct builder {
  struct sock_filter *code;
  int len;
  bool overflow;
};

static void emit(struct builder *b, struct sock_filter insn) {
  if (b->len >= JS_FILTER_MAX) {
    b->overflow = true;
    return;
  }
  b->code[b->len++] = insn;
}

static void load_nr(struct builder *b) {
  emit(b, (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)));
}

static void ret(struct builder *b, uint32_t action) {
  emit(b, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, action));
}

/* if (nr == syscall) fall into the next instruction, else skip `skip` instructions */
static void if_nr(struct builder *b, int syscall, uint8_t skip) {
  emit(b, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (uint32_t)syscall, 0, skip));
}

static void load(struct builder *b, uint32_t offset) {
  emit(b, (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offset));
}

/* socket(2) and socketpair(2): only AF_UNIX, which the JVM needs for its own plumbing. */
static void unix_sockets_only(struct builder *b, int syscall) {
  if_nr(b, syscall, 4);
  load(b, ARG_LO(0));
  emit(b, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_UNIX, 0, 1));
  ret(b, SECCOMP_RET_ALLOW);
  ret(b, RET_ERRNO(EACCES));
}

/* Without a pid namespace the program could signal any process of its uid: allow only itself. */
static void signal_self_only(struct builder *b, int syscall, pid_t self) {
  if_nr(b, syscall, 5);
  load(b, ARG_LO(0));
  emit(b, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (uint32_t)self, 0, 1));
  ret(b, SECCOMP_RET_ALLOW);
  ret(b, RET_ERRNO(EPERM));
  load_nr(b);
}

/* Without a pid namespace kill(-1) and kill(0) would reach every process of the uid. */
static void no_broadcast_kill(struct builder *b) {
  if_nr(b, __NR_kill, 6);
  load(b, ARG_LO(0));
  emit(b, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0, 2, 0));
  emit(b, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, 0x80000000u, 1, 0));
  ret(b, SECCOMP_RET_ALLOW);
  ret(b, RET_ERRNO(EPERM));
  load_nr(b);
}

int js_seccomp_build(struct sock_fprog *prog, enum js_profile profile, const char *exec_path,
                     pid_t only_signal_self, char *err) {
  struct builder b = {.code = calloc(JS_FILTER_MAX, sizeof(struct sock_filter))};
  if (!b.code) {
    js_format_error(err, "seccomp filter allocation", errno);
    return -1;
  }

  load(&b, offsetof(struct seccomp_data, arch));
  emit(&b, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, JS_AUDIT_ARCH, 1, 0));
  ret(&b, SECCOMP_RET_KILL_PROCESS);
  load_nr(&b);
#if defined(__x86_64__)
  /* x32 calls share the arch value; their numbers carry this bit and bypass a deny list. */
  emit(&b, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000u, 0, 1));
  ret(&b, SECCOMP_RET_KILL_PROCESS);
#endif

  /* clone3 takes its flags in memory a filter cannot read; ENOSYS makes glibc fall back to clone. */
  if_nr(&b, __NR_clone3, 1);
  ret(&b, RET_ERRNO(ENOSYS));

  for (size_t i = 0; i < sizeof denied / sizeof denied[0]; i++) {
    if_nr(&b, denied[i], 1);
    ret(&b, RET_ERRNO(EPERM));
  }

  unix_sockets_only(&b, __NR_socket);
  load_nr(&b);
  unix_sockets_only(&b, __NR_socketpair);
  load_nr(&b);

  /* clone: never new namespaces; the run profile allows threads but not new processes. */
  if_nr(&b, __NR_clone, profile == JS_SECCOMP_RUN ? 6 : 4);
  load(&b, ARG_LO(0));
  emit(&b, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, NAMESPACE_FLAGS, 0, 1));
  ret(&b, RET_ERRNO(EPERM));
  if (profile == JS_SECCOMP_RUN) {
    emit(&b, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, CLONE_THREAD, 0, 1));
    ret(&b, SECCOMP_RET_ALLOW);
    ret(&b, RET_ERRNO(EPERM));
  } else {
    ret(&b, SECCOMP_RET_ALLOW);
  }
  load_nr(&b);

  if (profile == JS_SECCOMP_RUN) {
#ifdef __NR_fork
    if_nr(&b, __NR_fork, 1);
    ret(&b, RET_ERRNO(EPERM));
#endif
#ifdef __NR_vfork
    if_nr(&b, __NR_vfork, 1);
    ret(&b, RET_ERRNO(EPERM));
#endif
    if_nr(&b, __NR_execveat, 1);
    ret(&b, RET_ERRNO(EPERM));
    /* The filter is installed just before the helper's own execve, whose path lives at an address
     * the new program image does not know; any later execve is refused. */
    uint64_t ptr = (uint64_t)(uintptr_t)exec_path;
    if_nr(&b, __NR_execve, 6);
    load(&b, ARG_LO(0));
    emit(&b, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (uint32_t)ptr, 0, 3));
    load(&b, ARG_HI(0));
    emit(&b, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (uint32_t)(ptr >> 32), 0, 1));
    ret(&b, SECCOMP_RET_ALLOW);
    ret(&b, RET_ERRNO(EPERM));
    load_nr(&b);
  }

  if (only_signal_self > 0) {
    if (profile == JS_SECCOMP_RUN) {
      signal_self_only(&b, __NR_kill, only_signal_self);
      signal_self_only(&b, __NR_tgkill, only_signal_self);
      if_nr(&b, __NR_tkill, 1);
      ret(&b, RET_ERRNO(EPERM));
    } else {
      no_broadcast_kill(&b);
    }
  }

  ret(&b, SECCOMP_RET_ALLOW);

  if (b.overflow) {
    free(b.code);
    snprintf(err, JS_ERR_LEN, "seccomp filter longer than %d instructions", JS_FILTER_MAX);
    return -1;
  }
  prog->len = (unsigned short)b.len;
  prog->filter = b.code;
  return 0;
}
