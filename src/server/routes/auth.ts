import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';

export function authRoutes(_deps: AppDeps) {
  const app = new Hono();
  return app;
}
