// The whole D1 schema, one file per domain. Everything imports it from here: drizzle's
// client (worker/db.ts), the Env's Db type and drizzle-kit (drizzle.config.ts).
export * from './accounts';
export * from './admin';
export * from './challenges';
export * from './coach';
export * from './critiques';
export * from './mentoring';
export * from './migrations-s3';
export * from './messages';
export * from './notifications';
export * from './operations';
export * from './payments';
export * from './prints';
export * from './recovery';
export * from './webinars';
