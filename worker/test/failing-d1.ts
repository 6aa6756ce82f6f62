// The database as it behaves when the leaderboard write fails part-way through a request:
// every statement that touches leaderboard_stats is swapped for one that cannot run.
export function failingLeaderboard(d1: D1Database): D1Database {
  return new Proxy(d1, {
    get(target, prop) {
      if (prop === 'prepare') {
        return (query: string) =>
          target.prepare(query.includes('leaderboard_stats') ? 'INSERT INTO no_such_table VALUES (1)' : query);
      }
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
