/*
 * A bot flood cheap enough to find what one proxy core absorbs: compiled with gcc by run.ts at
 * bench time (never committed built). Opens `rate` connections a second for `seconds` to
 * target:port, each from the next of `sources` addresses from number `first` on (address i as
 * botSources in run.ts places them: 10.<16 + i/1024>.<(i/4) % 256>.<i % 4 + 1>), sends a
 * handshake and a Login Start (the bytes in hex, the name's last 8 characters replaced by the
 * bot's number) and reads until the proxy closes or `timeout_ms` passes, as a raw bot does;
 * one that was answered and closed on reconnects once from the same address. Prints one JSON
 * line of counts when every bot is done:
 * `failed` are connections that could not be made (no socket, or the connect itself refused),
 * `timedOut` those still open at their time-out (a SYN dropped, or never accepted).
 *
 * usage: flood target port rate seconds timeout_ms first sources hello_hex name_offset
 */
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#ifndef IP_BIND_ADDRESS_NO_PORT
#define IP_BIND_ADDRESS_NO_PORT 24
#endif

struct bot {
  long deadline_ms;
  unsigned source;
  unsigned number;
  unsigned char again;
  unsigned char answered;
};

static struct bot *bots;
static int max_fd;
static unsigned char hello[512];
static size_t hello_len;
static size_t name_offset;
static struct sockaddr_in target;
static long timeout_ms;
static unsigned first, sources;
static long opened, connected, answered, failed, timed_out, reconnects, open_now;

static long now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static void source_address(unsigned i, struct sockaddr_in *out) {
  memset(out, 0, sizeof *out);
  out->sin_family = AF_INET;
  i += first;
  unsigned b = 16 + i / 1024, c = (i / 4) % 256, d = i % 4 + 1;
  out->sin_addr.s_addr = htonl((10u << 24) | (b << 16) | (c << 8) | d);
}

static void open_bot(int ep, unsigned source, unsigned number, int again) {
  int fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
  if (fd < 0 || fd >= max_fd) {
    if (fd >= 0) close(fd);
    failed++;
    return;
  }
  int one = 1;
  setsockopt(fd, IPPROTO_IP, IP_BIND_ADDRESS_NO_PORT, &one, sizeof one);
  struct sockaddr_in from;
  source_address(source, &from);
  opened++;
  if (bind(fd, (struct sockaddr *)&from, sizeof from) < 0 ||
      (connect(fd, (struct sockaddr *)&target, sizeof target) < 0 && errno != EINPROGRESS)) {
    close(fd);
    failed++;
    return;
  }
  bots[fd] = (struct bot){now_ms() + timeout_ms, source, number, (unsigned char)again, 0};
  struct epoll_event ev = {.events = EPOLLOUT, .data.fd = fd};
  epoll_ctl(ep, EPOLL_CTL_ADD, fd, &ev);
  open_now++;
}

static void finish(int ep, int fd) {
  struct bot bot = bots[fd];
  epoll_ctl(ep, EPOLL_CTL_DEL, fd, NULL);
  close(fd);
  bots[fd].deadline_ms = 0;
  open_now--;
  if (bot.answered && !bot.again) {
    reconnects++;
    open_bot(ep, bot.source, bot.number, 1);
  }
}

static void on_event(int ep, int fd, unsigned events) {
  struct bot *bot = &bots[fd];
  if (bot->deadline_ms == 0) return;
  int error = 0;
  socklen_t len = sizeof error;
  if (!(events & EPOLLIN) && (events & EPOLLOUT)) {
    getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &len);
    if (error) {
      failed++;
      bot->answered = 0;
      finish(ep, fd);
      return;
    }
    connected++;
    unsigned char bytes[512];
    memcpy(bytes, hello, hello_len);
    char name[9];
    snprintf(name, sizeof name, "%08x", bot->number);
    memcpy(bytes + name_offset, name, 8);
    // A proxy that rejects at accept may have reset the connection already: refused, not failed.
    if (write(fd, bytes, hello_len) < 0) {
      finish(ep, fd);
      return;
    }
    struct epoll_event ev = {.events = EPOLLIN | EPOLLRDHUP, .data.fd = fd};
    epoll_ctl(ep, EPOLL_CTL_MOD, fd, &ev);
    return;
  }
  char sink[4096];
  ssize_t n;
  while ((n = read(fd, sink, sizeof sink)) > 0) bot->answered = 1;
  if (n == 0 || (n < 0 && errno != EAGAIN)) {
    if (bot->answered) answered++;
    finish(ep, fd);
  }
}

int main(int argc, char **argv) {
  if (argc != 10) {
    fprintf(stderr,
            "usage: flood target port rate seconds timeout_ms first sources hello_hex name_offset\n");
    return 2;
  }
  memset(&target, 0, sizeof target);
  target.sin_family = AF_INET;
  inet_pton(AF_INET, argv[1], &target.sin_addr);
  target.sin_port = htons((unsigned short)atoi(argv[2]));
  double rate = atof(argv[3]);
  double seconds = atof(argv[4]);
  timeout_ms = atol(argv[5]);
  first = (unsigned)atoi(argv[6]);
  sources = (unsigned)atoi(argv[7]);
  const char *hex = argv[8];
  hello_len = strlen(hex) / 2;
  if (hello_len > sizeof hello) return 2;
  for (size_t i = 0; i < hello_len; i++) sscanf(hex + 2 * i, "%2hhx", &hello[i]);
  name_offset = (size_t)atol(argv[9]);

  struct rlimit limit;
  getrlimit(RLIMIT_NOFILE, &limit);
  limit.rlim_cur = limit.rlim_max;
  setrlimit(RLIMIT_NOFILE, &limit);
  max_fd = (int)limit.rlim_cur;
  bots = calloc((size_t)max_fd, sizeof *bots);
  int ep = epoll_create1(0);
  struct epoll_event events[1024];

  long start = now_ms();
  long total = (long)(rate * seconds);
  long started = 0;
  long last_sweep = start;
  while (started < total || open_now > 0) {
    long now = now_ms();
    long due = (long)((now - start) * rate / 1000.0);
    if (due > total) due = total;
    for (; started < due; started++) open_bot(ep, (unsigned)(started % sources), (unsigned)started, 0);
    int n = epoll_wait(ep, events, 1024, 1);
    for (int i = 0; i < n; i++) on_event(ep, events[i].data.fd, events[i].events);
    if (now - last_sweep >= 100) {
      last_sweep = now;
      for (int fd = 0; fd < max_fd; fd++)
        if (bots[fd].deadline_ms && bots[fd].deadline_ms <= now) {
          timed_out++;
          bots[fd].answered = 0;
          finish(ep, fd);
        }
    }
  }
  printf(
      "{\"opened\":%ld,\"connected\":%ld,\"answered\":%ld,\"failed\":%ld,\"timedOut\":%ld,"
      "\"reconnects\":%ld,\"seconds\":%.2f}\n",
      opened, connected, answered, failed, timed_out, reconnects, (now_ms() - start) / 1000.0);
  return 0;
}
