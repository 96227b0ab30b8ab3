/**
 * A pixi Application that starts its WebGL renderer directly. Application.init detects the renderer first
 * with `isWebGLSupported`, which creates and loses a second WebGL context: tens of milliseconds before the
 * first frame (more under SwiftShader). The engine wants WebGL anyway; only when that fails does it fall
 * back to pixi's detection, as before.
 */
import { Application, type ApplicationOptions, WebGLRenderer } from 'pixi.js';
// pixi compiles its uniform uploads with `new Function` unless this installs its eval-free versions: the
// app's Content-Security-Policy (server/securityHeaders.ts) allows no eval.
import 'pixi.js/unsafe-eval';
import { rendererOrFallback } from './rendererOrFallback';

export class WebGLApplication extends Application {
  override async init(options: Partial<ApplicationOptions> = {}): Promise<void> {
    const settings = { ...options };
    const { renderer, detected } = await rendererOrFallback(
      async () => {
        const webgl = new WebGLRenderer();
        await webgl.init(settings);
        return webgl;
      },
      async () => {
        await super.init(options);
        return this.renderer;
      },
    );
    if (detected) return;
    // What Application.init does once it has its renderer.
    this.renderer = renderer;
    for (const plugin of Application._plugins) plugin.init.call(this, settings);
  }
}
