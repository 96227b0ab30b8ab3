/**
 * GLSL of the engine's instanced layers (WebGL 2). Each layer draws every instance of its kind in one
 * draw call: a unit quad per instance, placed by per-instance attributes. pixi supplies the projection
 * and world transform; `uPixel` is the size of one screen pixel in world units, for anti-aliasing and
 * the minimum on-screen line width. Each source starts with `#version 300 es`: that is how pixi knows
 * to compile it as GLSL ES 3.
 */

import { ATLAS_SIZE, SDF_CUTOFF, SDF_RADIUS } from './glyphAtlas';

const transform = /* glsl */ `
uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;
vec4 project(vec2 world) {
  mat3 mvp = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  return vec4((mvp * vec3(world, 1.0)).xy, 0.0, 1.0);
}
`;

/** Node boxes: rounded rectangles with a border, anti-aliased by a signed distance. */
export const boxVertex = /* glsl */ `#version 300 es
in vec2 aPosition;
in vec4 aRect;
in vec4 aFill;
in vec4 aBorder;
in vec2 aStyle;
uniform highp float uPixel;
out vec2 vLocal;
out vec2 vHalf;
out vec4 vFill;
out vec4 vBorder;
out vec2 vStyle;
${transform}
void main() {
  // One pixel of margin so the anti-aliased edge is not cut off.
  vec2 grow = vec2(uPixel);
  vec2 size = aRect.zw + 2.0 * grow;
  vec2 world = aRect.xy - grow + aPosition * size;
  vHalf = aRect.zw * 0.5;
  vLocal = world - (aRect.xy + vHalf);
  vFill = aFill;
  vBorder = aBorder;
  vStyle = vec2(max(aStyle.x, uPixel), min(aStyle.y, min(vHalf.x, vHalf.y)));
  gl_Position = project(world);
}
`;

export const boxFragment = /* glsl */ `#version 300 es
precision mediump float;
in vec2 vLocal;
in vec2 vHalf;
in vec4 vFill;
in vec4 vBorder;
in vec2 vStyle;
uniform highp float uPixel;
out vec4 finalColor;
void main() {
  float radius = vStyle.y;
  vec2 q = abs(vLocal) - vHalf + radius;
  float edge = length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - radius;
  float outside = smoothstep(-0.5 * uPixel, 0.5 * uPixel, edge);
  float inBorder = smoothstep(-vStyle.x - 0.5 * uPixel, -vStyle.x + 0.5 * uPixel, edge);
  vec4 colour = mix(vFill, vBorder, inBorder);
  finalColor = vec4(colour.rgb, 1.0) * colour.a * (1.0 - outside);
}
`;

/** Connection segments: quads along each segment, with a dash pattern continued along the path. */
export const lineVertex = /* glsl */ `#version 300 es
in vec2 aPosition;
in vec4 aEnds;
in vec4 aColour;
in float aWidth;
in vec3 aDash;
uniform highp float uPixel;
out vec4 vColour;
out vec3 vDash;
out float vAlong;
${transform}
void main() {
  vec2 a = aEnds.xy;
  vec2 b = aEnds.zw;
  vec2 direction = b - a;
  float len = length(direction);
  vec2 unit = len > 0.0 ? direction / len : vec2(1.0, 0.0);
  vec2 normal = vec2(-unit.y, unit.x);
  float width = max(aWidth, uPixel);
  // aPosition.x runs along the segment (0..1, extended by half a width at each end), y across (-0.5..0.5).
  float along = -0.5 * width + aPosition.x * (len + width);
  vec2 world = a + unit * along + normal * aPosition.y * width;
  vColour = aColour;
  vDash = aDash;
  vAlong = aDash.z + along;
  gl_Position = project(world);
}
`;

export const lineFragment = /* glsl */ `#version 300 es
precision mediump float;
in vec4 vColour;
in vec3 vDash;
in float vAlong;
out vec4 finalColor;
void main() {
  if (vDash.x > 0.0 && mod(vAlong, vDash.x + vDash.y) > vDash.x) discard;
  finalColor = vec4(vColour.rgb, 1.0) * vColour.a;
}
`;

/** Arrowheads: a triangle per instance, tip at the anchor, pointing along the direction. */
export const arrowVertex = /* glsl */ `#version 300 es
in vec2 aPosition;
in vec4 aTip;
in vec4 aColour;
in float aSize;
out vec4 vColour;
${transform}
void main() {
  vec2 direction = normalize(aTip.zw);
  vec2 normal = vec2(-direction.y, direction.x);
  // aPosition: (0, 0) the tip, (1, -0.5) and (1, 0.5) the back corners.
  vec2 world = aTip.xy - direction * aPosition.x * aSize + normal * aPosition.y * aSize;
  vColour = aColour;
  gl_Position = project(world);
}
`;

export const arrowFragment = /* glsl */ `#version 300 es
precision mediump float;
in vec4 vColour;
out vec4 finalColor;
void main() {
  finalColor = vec4(vColour.rgb, 1.0) * vColour.a;
}
`;

/** Text: quads of signed-distance glyphs from one atlas, sharp at every zoom. */
export const glyphVertex = /* glsl */ `#version 300 es
in vec2 aPosition;
in vec4 aRect;
in vec4 aUV;
in vec4 aColour;
out vec2 vUV;
out vec4 vColour;
${transform}
void main() {
  vec2 world = aRect.xy + aPosition * aRect.zw;
  vUV = mix(aUV.xy, aUV.zw, aPosition);
  vColour = aColour;
  gl_Position = project(world);
}
`;

/**
 * A glyph's coverage of each pixel from its distance to the glyph's edge in screen pixels: the distance
 * field gives it in atlas texels, the texture coordinates' rate of change gives texels per pixel. (The
 * field's own rate of change, the usual shortcut, is near zero along the middle of a stroke: a stroke
 * thinner than a pixel then came out all or nothing, and small titles lost parts of their l, i and t.)
 * High precision: texture coordinates in a 1024-texel atlas need more than half floats give.
 */
export const glyphFragment = /* glsl */ `#version 300 es
precision highp float;
in vec2 vUV;
in vec4 vColour;
uniform sampler2D uAtlas;
out vec4 finalColor;
void main() {
  float field = texture(uAtlas, vUV).r;
  float texels = ${glslFloat(SDF_RADIUS)} * (${glslFloat(1 - SDF_CUTOFF)} - field);
  vec2 texelsPerPixel = fwidth(vUV) * ${glslFloat(ATLAS_SIZE)};
  float pixels = texels / max(0.5 * (texelsPerPixel.x + texelsPerPixel.y), 1e-3);
  float alpha = clamp(0.5 - pixels, 0.0, 1.0);
  finalColor = vec4(vColour.rgb, 1.0) * vColour.a * alpha;
}
`;

/** A number as a GLSL float literal. */
function glslFloat(value: number): string {
  return Number.isInteger(value) ? `${value}.0` : String(value);
}

/**
 * Cached tiles (tileQuads.ts): one texture, sampled as is. pixi's sprite batcher picks among up to 32
 * textures per pixel, which a software GPU pays for on every pixel (3x the fill time of this).
 */
export const tileVertex = /* glsl */ `#version 300 es
in vec2 aPosition;
uniform vec4 uRect;
uniform vec4 uFrame;
out vec2 vUV;
${transform}
void main() {
  vUV = mix(uFrame.xy, uFrame.zw, aPosition);
  gl_Position = project(uRect.xy + aPosition * uRect.zw);
}
`;

export const tileFragment = /* glsl */ `#version 300 es
precision mediump float;
in vec2 vUV;
uniform sampler2D uTexture;
out vec4 finalColor;
void main() {
  finalColor = texture(uTexture, vUV);
}
`;
