import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';

export function adminRetailerRoutes(_deps: AppDeps) {
  const app = new Hono();
  return app;
}
