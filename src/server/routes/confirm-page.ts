import { html } from 'hono/html';

// The small pages of the confirmation link. Confirming takes a press of the button (a POST), so
// mail scanners that open every link confirm nobody. Plain HTML: they work with JavaScript off.
const shell = (title: string, body: ReturnType<typeof html>) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · Savvy Mom Deals</title>
        <style>
          body {
            font-family: system-ui, sans-serif;
            color: #1f2937;
            background: #fdf2f8;
            margin: 0;
          }
          main {
            max-width: 28rem;
            margin: 4rem auto;
            padding: 2rem;
            background: #fff;
            border-radius: 1rem;
            text-align: center;
          }
          h1 {
            font-size: 1.5rem;
            margin: 0 0 1rem;
          }
          button,
          a.button {
            display: inline-block;
            font: inherit;
            font-weight: 700;
            color: #fff;
            background: #be185d;
            border: 0;
            border-radius: 0.75rem;
            padding: 0.75rem 1.5rem;
            cursor: pointer;
            text-decoration: none;
          }
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;

/** The page the mail's link opens: one button that confirms. */
export const confirmPage = (token: string) =>
  shell(
    'Confirm your subscription',
    html`<h1>Confirm your deal alerts</h1>
      <p>Press the button to start getting our hand-picked deals by e-mail.</p>
      <form method="post" action="/api/essentials/confirm">
        <input type="hidden" name="token" value="${token}" />
        <button type="submit">Confirm my subscription</button>
      </form>`,
  );

/** What the reader sees after pressing it, or when the link cannot be used. */
export const confirmOutcomePage = (title: string, message: string) =>
  shell(
    title,
    html`<h1>${title}</h1>
      <p>${message}</p>
      <p><a class="button" href="/">See today's deals</a></p>`,
  );
