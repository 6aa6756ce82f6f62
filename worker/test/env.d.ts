declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
  }
  // Types `exports.default` (the Worker under test) in integration tests.
  interface GlobalProps {
    mainModule: typeof import('../index');
    durableNamespaces: 'UserInbox';
  }
}
