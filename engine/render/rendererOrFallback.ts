/** Making a renderer directly, with pixi's detection as the fallback (webglApplication.ts). */

/** The renderer `create` makes, or `detect`'s when `create` fails. */
export async function rendererOrFallback<R>(
  create: () => Promise<R>,
  detect: () => Promise<R>,
): Promise<{ renderer: R; detected: boolean }> {
  try {
    return { renderer: await create(), detected: false };
  } catch {
    return { renderer: await detect(), detected: true };
  }
}
