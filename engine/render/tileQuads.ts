/**
 * The cached tiles on screen: each a quad over its world square showing part of one texture (the whole
 * tile, or the part of a coarser tile that stands in for it), drawn with a one-texture program. Sprites
 * would batch into one draw, but pixi's batch shader chooses among up to 32 textures per pixel, and a
 * software GPU pays that on every pixel: filling the screen with tiles took 36 ms in SwiftShader, 12 ms
 * this way. A tile costs one small draw; there are about twenty on screen.
 */
import {
  Container,
  Geometry,
  GlProgram,
  Mesh,
  Shader,
  Texture,
  type TextureSource,
  UniformGroup,
} from 'pixi.js';
import type { Rect } from './chunkGrid';
import { tileFragment, tileVertex } from './shaders';

/** Texture coordinates of a whole texture. */
export const WHOLE_TEXTURE: Rect = { minX: 0, minY: 0, maxX: 1, maxY: 1 };

interface Quad {
  mesh: Mesh<Geometry, Shader>;
  shader: Shader;
  /** The texture shown (EMPTY when hidden). */
  source: TextureSource;
  uniforms: UniformGroup<{
    uRect: { value: Float32Array; type: 'vec4<f32>' };
    uFrame: { value: Float32Array; type: 'vec4<f32>' };
  }>;
}

export class TileQuads {
  readonly container = new Container({ label: 'tiles' });
  private readonly program = GlProgram.from({ vertex: tileVertex, fragment: tileFragment, name: 'tiles' });
  /** One unit square shared by every quad; each places it with its own uniforms. */
  private readonly geometry = new Geometry({
    attributes: { aPosition: [0, 0, 1, 0, 1, 1, 0, 1] },
    indexBuffer: [0, 1, 2, 0, 2, 3],
  });
  private readonly quads: Quad[] = [];

  /** Shows, with the `index`-th pooled quad, the `uv` part of `source` over the world rectangle `world`. */
  place(index: number, source: TextureSource, uv: Rect, world: Rect): void {
    const quad = this.quads[index] ?? this.createQuad(source);
    const { uRect, uFrame } = quad.uniforms.uniforms;
    uRect[0] = world.minX;
    uRect[1] = world.minY;
    uRect[2] = world.maxX - world.minX;
    uRect[3] = world.maxY - world.minY;
    uFrame[0] = uv.minX;
    uFrame[1] = uv.minY;
    uFrame[2] = uv.maxX;
    uFrame[3] = uv.maxY;
    if (quad.source !== source) {
      quad.source = source;
      quad.shader.resources.uTexture = source;
    }
    quad.mesh.visible = true;
  }

  /** Hides the quads from `index` on, letting go of their textures. */
  hideFrom(index: number): void {
    for (let at = index; at < this.quads.length; at++) hide(this.quads[at] as Quad);
  }

  /** Hides the quads showing `source`, which is about to be destroyed (pixi warns of a bound one). */
  release(source: TextureSource): void {
    for (const quad of this.quads) if (quad.source === source) hide(quad);
  }

  destroy(): void {
    for (const { mesh } of this.quads) mesh.destroy();
    this.geometry.destroy(true);
    this.container.destroy({ children: true });
  }

  private createQuad(source: TextureSource): Quad {
    const uniforms = new UniformGroup({
      uRect: { value: new Float32Array(4), type: 'vec4<f32>' },
      uFrame: { value: new Float32Array(4), type: 'vec4<f32>' },
    });
    const shader = new Shader({
      glProgram: this.program,
      resources: { tileUniforms: uniforms, uTexture: source },
    });
    const mesh = new Mesh({ geometry: this.geometry, shader });
    const quad: Quad = { mesh, shader, source, uniforms };
    this.quads.push(quad);
    this.container.addChild(mesh);
    return quad;
  }
}

function hide(quad: Quad): void {
  if (!quad.mesh.visible) return;
  quad.mesh.visible = false;
  // Stand-ins' coarser tiles may be evicted and their textures reused or freed.
  quad.source = Texture.EMPTY.source;
  quad.shader.resources.uTexture = quad.source;
}
