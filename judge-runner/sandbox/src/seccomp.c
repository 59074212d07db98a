/* The seccomp filter: a deny list, so every language runtime keeps working, plus argument checks
 * for the calls that decide whether a program can reach outside its box. */
#include "jsandbox.h"

#include <errno.h>
#include <linux/audit.h>
#include <linux/sched.h>
#include <linux/seccomp.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/socket.h>
#include <sys/syscall.h>

#if defined(__x86_64__)
#define JS_AUDIT_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define JS_AUDIT_ARCH AUDIT_ARCH_AARCH64
#else
#error "jsandbox knows the syscall ABI of x86_64 and aarch64 only"
#endif

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
  /* SysV IPC and POSIX message queues: their objects outlive the processes that made them, in an
   * ipc namespace a lane keeps from run to run (lane.c). */
  __NR_shmget, __NR_shmat, __NR_shmctl, __NR_shmdt, __NR_msgget, __NR_msgsnd, __NR_msgrcv,
  __NR_msgctl, __NR_semget, __NR_semop, __NR_semctl, __NR_semtimedop, __NR_mq_open, __NR_mq_unlink,
  __NR_mq_timedsend, __NR_mq_timedreceive, __NR_mq_notify, __NR_mq_getsetattr,
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

/* The filter is a binary search on the syscall number over the calls it decides on, each leaf a
 * short run of comparisons: a handful of instructions per syscall instead of a hundred in a
 * linear list. It matters twice: every syscall of the program runs it, and the kernel runs it once
 * per syscall number when the filter is installed, to find the calls it always allows (its action
 * cache), with interrupts off; as a linear list that took ~0.15 ms per run. */
struct builder {
  struct sock_filter *code; /* NULL: only count */
  int len;
  bool overflow;
};

static void emit(struct builder *b, struct sock_filter insn) {
  if (b->len >= JS_FILTER_MAX) {
    b->overflow = true;
    return;
  }
  if (b->code) b->code[b->len] = insn;
  b->len++;
}

static void ret(struct builder *b, uint32_t action) {
  emit(b, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, action));
}

static void load(struct builder *b, uint32_t offset) {
  emit(b, (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offset));
}

static void jump(struct builder *b, uint16_t op, uint32_t k, uint8_t jt, uint8_t jf) {
  emit(b, (struct sock_filter)BPF_JUMP(BPF_JMP | op | BPF_K, k, jt, jf));
}

enum rule_kind {
  RULE_RETURN,       /* always `action` */
  RULE_UNIX_ONLY,    /* socket(2), socketpair(2): only AF_UNIX, which the JVM needs for its plumbing */
  RULE_CLONE,        /* never new namespaces; the run profile allows threads but not processes */
  RULE_EXEC_ONCE,    /* execve of the helper's own path page only */
  RULE_SELF_ONLY,    /* kill, tgkill without a pid namespace: only the program itself */
  RULE_NO_BROADCAST, /* kill without a pid namespace, compile profile: not kill(0) or kill(-1) */
};

struct rule {
  int nr;
  int last; /* a RULE_RETURN covers the numbers nr..last */
  enum rule_kind kind;
  uint32_t action;
};

struct rules {
  struct rule list[JS_FILTER_MAX];
  int count;
  enum js_profile profile;
  uint64_t exec_path;
  pid_t self;
};

static void add(struct rules *r, int nr, enum rule_kind kind, uint32_t action) {
  if (r->count < JS_FILTER_MAX) r->list[r->count++] = (struct rule){nr, nr, kind, action};
}

/* A rule's code, entered with its number in A; it always returns. */
static void rule_body(struct builder *b, const struct rules *r, const struct rule *rule) {
  switch (rule->kind) {
  case RULE_RETURN:
    ret(b, rule->action);
    break;
  case RULE_UNIX_ONLY:
    load(b, ARG_LO(0));
    jump(b, BPF_JEQ, AF_UNIX, 0, 1);
    ret(b, SECCOMP_RET_ALLOW);
    ret(b, RET_ERRNO(EACCES));
    break;
  case RULE_CLONE:
    load(b, ARG_LO(0));
    jump(b, BPF_JSET, NAMESPACE_FLAGS, 0, 1);
    ret(b, RET_ERRNO(EPERM));
    if (r->profile == JS_SECCOMP_RUN) {
      jump(b, BPF_JSET, CLONE_THREAD, 0, 1);
      ret(b, SECCOMP_RET_ALLOW);
      ret(b, RET_ERRNO(EPERM));
    } else {
      ret(b, SECCOMP_RET_ALLOW);
    }
    break;
  case RULE_EXEC_ONCE:
    /* The filter is installed just before the helper's own execve, whose path lives at an address
     * the new program image does not know; any later execve is refused. */
    load(b, ARG_LO(0));
    jump(b, BPF_JEQ, (uint32_t)r->exec_path, 0, 3);
    load(b, ARG_HI(0));
    jump(b, BPF_JEQ, (uint32_t)(r->exec_path >> 32), 0, 1);
    ret(b, SECCOMP_RET_ALLOW);
    ret(b, RET_ERRNO(EPERM));
    break;
  case RULE_SELF_ONLY:
    load(b, ARG_LO(0));
    jump(b, BPF_JEQ, (uint32_t)r->self, 0, 1);
    ret(b, SECCOMP_RET_ALLOW);
    ret(b, RET_ERRNO(EPERM));
    break;
  case RULE_NO_BROADCAST:
    load(b, ARG_LO(0));
    jump(b, BPF_JEQ, 0, 2, 0);
    jump(b, BPF_JSET, 0x80000000u, 1, 0);
    ret(b, SECCOMP_RET_ALLOW);
    ret(b, RET_ERRNO(EPERM));
    break;
  }
}

#define LEAF_RULES 6

/* The search over rules [lo, hi), sorted by number, entered with the number in A. */
static void tree(struct builder *b, const struct rules *r, int lo, int hi) {
  if (hi - lo <= LEAF_RULES) {
    for (int i = lo; i < hi; i++) {
      const struct rule *rule = &r->list[i];
      struct builder body = {0};
      rule_body(&body, r, rule);
      if (rule->last == rule->nr) {
        jump(b, BPF_JEQ, (uint32_t)rule->nr, 0, (uint8_t)body.len);
      } else {
        jump(b, BPF_JGE, (uint32_t)rule->nr, 0, (uint8_t)(1 + body.len));
        jump(b, BPF_JGT, (uint32_t)rule->last, (uint8_t)body.len, 0);
      }
      rule_body(b, r, rule);
    }
    ret(b, SECCOMP_RET_ALLOW);
    return;
  }
  int mid = (lo + hi) / 2;
  struct builder left = {0};
  tree(&left, r, lo, mid);
  /* Numbers from the middle rule's up go right, past the left half. */
  if (left.len <= 255) {
    jump(b, BPF_JGE, (uint32_t)r->list[mid].nr, (uint8_t)left.len, 0);
  } else {
    jump(b, BPF_JGE, (uint32_t)r->list[mid].nr, 0, 1);
    emit(b, (struct sock_filter)BPF_STMT(BPF_JMP | BPF_JA, (uint32_t)left.len));
  }
  tree(b, r, lo, mid);
  tree(b, r, mid, hi);
}

/* Sorts the rules by number (an insertion sort: the fallback builds its filter in the program
 * child, which must not allocate (program.c), and a libc qsort may) and merges neighbouring
 * numbers that return the same into one range (most denied calls come in runs). */
static void sort_rules(struct rules *r) {
  for (int i = 1; i < r->count; i++) {
    struct rule key = r->list[i];
    int k = i;
    for (; k > 0 && r->list[k - 1].nr > key.nr; k--) r->list[k] = r->list[k - 1];
    r->list[k] = key;
  }
  int merged = 0;
  for (int i = 0; i < r->count; i++) {
    struct rule *prev = merged ? &r->list[merged - 1] : NULL;
    const struct rule *next = &r->list[i];
    if (prev && prev->kind == RULE_RETURN && next->kind == RULE_RETURN && prev->action == next->action &&
        next->nr == prev->last + 1)
      prev->last = next->nr;
    else
      r->list[merged++] = *next;
  }
  r->count = merged;
}

int js_seccomp_build(struct js_filter *f, enum js_profile profile, const char *exec_path,
                     pid_t only_signal_self, char *err) {
  struct rules r = {.profile = profile, .exec_path = (uint64_t)(uintptr_t)exec_path, .self = only_signal_self};
  /* clone3 takes its flags in memory a filter cannot read; ENOSYS makes glibc fall back to clone. */
  add(&r, __NR_clone3, RULE_RETURN, RET_ERRNO(ENOSYS));
  for (size_t i = 0; i < sizeof denied / sizeof denied[0]; i++) add(&r, denied[i], RULE_RETURN, RET_ERRNO(EPERM));
  add(&r, __NR_socket, RULE_UNIX_ONLY, 0);
  add(&r, __NR_socketpair, RULE_UNIX_ONLY, 0);
  add(&r, __NR_clone, RULE_CLONE, 0);
  if (profile == JS_SECCOMP_RUN) {
#ifdef __NR_fork
    add(&r, __NR_fork, RULE_RETURN, RET_ERRNO(EPERM));
#endif
#ifdef __NR_vfork
    add(&r, __NR_vfork, RULE_RETURN, RET_ERRNO(EPERM));
#endif
    add(&r, __NR_execveat, RULE_RETURN, RET_ERRNO(EPERM));
    add(&r, __NR_execve, RULE_EXEC_ONCE, 0);
  }
  if (only_signal_self > 0 && profile == JS_SECCOMP_RUN) {
    add(&r, __NR_kill, RULE_SELF_ONLY, 0);
    add(&r, __NR_tgkill, RULE_SELF_ONLY, 0);
    add(&r, __NR_tkill, RULE_RETURN, RET_ERRNO(EPERM));
  } else if (only_signal_self > 0) {
    add(&r, __NR_kill, RULE_NO_BROADCAST, 0);
  }
  sort_rules(&r);

  struct builder b = {.code = f->code};
  load(&b, offsetof(struct seccomp_data, arch));
  jump(&b, BPF_JEQ, JS_AUDIT_ARCH, 1, 0);
  ret(&b, SECCOMP_RET_KILL_PROCESS);
  load(&b, offsetof(struct seccomp_data, nr));
#if defined(__x86_64__)
  /* x32 calls share the arch value; their numbers carry this bit and bypass a deny list. */
  jump(&b, BPF_JGE, 0x40000000u, 0, 1);
  ret(&b, SECCOMP_RET_KILL_PROCESS);
#endif
  tree(&b, &r, 0, r.count);

  if (b.overflow) {
    snprintf(err, JS_ERR_LEN, "seccomp filter longer than %d instructions", JS_FILTER_MAX);
    return -1;
  }
  f->prog.len = (unsigned short)b.len;
  f->prog.filter = f->code;
  return 0;
}
