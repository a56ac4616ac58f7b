import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';

export function essentialsRoutes(_deps: AppDeps) {
  const app = new Hono();
  return app;
}
