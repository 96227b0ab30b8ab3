/**
 * A level's background image, drawn behind everything else in world units, so it pans and zooms with the
 * map: whole and undistorted, as large as fits the workspace (`containedBox`). The image is decoded by the
 * browser (an <img>, which sends the page's cookies for our own media) and uploaded once as a texture.
 */
import { Container, Sprite, Texture } from 'pixi.js';
import type { WorkspaceBounds } from '../../src/model/map/bounds';
import { containedBox, workspaceBox } from '../geometry/vector';

export interface BackgroundImage {
  url: string;
  /** The workspace the image lies over. */
  bounds: WorkspaceBounds;
}

/** none: no image asked for; loading; shown; failed: the image could not be loaded or decoded. */
export type BackgroundState = 'none' | 'loading' | 'shown' | 'failed';

async function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = url;
  await image.decode();
  return image;
}

export class BackgroundLayer {
  readonly container = new Container({ label: 'background' });
  private sprite: Sprite | undefined;
  private wanted: BackgroundImage | null = null;
  private stateNow: BackgroundState = 'none';

  /** `changed`: something to draw differently (a frame is due). */
  constructor(private readonly changed: () => void) {}

  get state(): BackgroundState {
    return this.stateNow;
  }

  /** Shows `background` (null: none); the same image over new bounds only moves it. */
  show(background: BackgroundImage | null): void {
    const before = this.wanted;
    if (background?.url === before?.url && sameBounds(background?.bounds, before?.bounds)) return;
    this.wanted = background;
    if (background === null) {
      this.removeSprite();
      this.settle('none');
      return;
    }
    if (background.url === before?.url && this.sprite) {
      this.place(this.sprite, background.bounds);
      this.changed();
      return;
    }
    this.removeSprite();
    this.settle('loading');
    loadImage(background.url).then(
      (image) => {
        if (this.wanted?.url !== background.url) return;
        const sprite = new Sprite(Texture.from(image));
        this.sprite = sprite;
        this.place(sprite, this.wanted.bounds);
        this.container.addChild(sprite);
        this.settle('shown');
      },
      () => {
        if (this.wanted?.url === background.url) this.settle('failed');
      },
    );
  }

  destroy(): void {
    this.wanted = null;
    this.removeSprite();
    this.container.destroy();
  }

  private place(sprite: Sprite, bounds: WorkspaceBounds): void {
    const { width, height } = sprite.texture;
    const placed = containedBox({ width, height }, workspaceBox(bounds));
    sprite.position.set(placed.x, placed.y);
    sprite.setSize(placed.width, placed.height);
  }

  private removeSprite(): void {
    if (!this.sprite) return;
    this.sprite.destroy({ texture: true, textureSource: true });
    this.sprite = undefined;
  }

  private settle(state: BackgroundState): void {
    this.stateNow = state;
    this.changed();
  }
}

function sameBounds(a: WorkspaceBounds | undefined, b: WorkspaceBounds | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.minX === b.minX && a.minY === b.minY && a.maxX === b.maxX && a.maxY === b.maxY;
}
