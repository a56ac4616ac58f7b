import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';

export function demoImagesRoutes(_deps: AppDeps) {
  const app = new Hono();
  return app;
}
