import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

const REMEMBERED = 2000;

// Hono's own choice of router (its single regular expression when the routes allow one, else
// a trie, which ours need: /print-listings/mine beside /print-listings/:id), remembering the
// answers for recent paths. Walking the trie was a sixth of a cached read's CPU, and a path's
// match never changes once the routes are added. Bounded, oldest out first.
export class RememberingRouter<T> implements Router<T> {
  name = 'RememberingRouter';
  #router: Router<T> = new SmartRouter<T>({ routers: [new RegExpRouter(), new TrieRouter()] });
  #recent = new Map<string, Result<T>>();

  // Routes are all added before the first match (Hono's routers refuse one after it).
  add(method: string, path: string, handler: T): void {
    this.#router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    const found = this.#recent.get(key);
    if (found) return found;
    const result = this.#router.match(method, path);
    if (this.#recent.size >= REMEMBERED) this.#recent.delete(this.#recent.keys().next().value as string);
    this.#recent.set(key, result);
    return result;
  }
}
