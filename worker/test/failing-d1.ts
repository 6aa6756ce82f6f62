// The database as it behaves when one table's write fails part-way through a request: every
// statement that touches the table is swapped for one that cannot run.
export function failingTable(d1: D1Database, table: string): D1Database {
  return new Proxy(d1, {
    get(target, prop) {
      if (prop === 'prepare') {
        return (query: string) => target.prepare(query.includes(table) ? 'INSERT INTO no_such_table VALUES (1)' : query);
      }
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export const failingLeaderboard = (d1: D1Database) => failingTable(d1, 'leaderboard_stats');
