/**
 * Keeps the GPU at most a couple of frames behind. Without it, a software or slow GPU falls ever further
 * behind a main thread that submits a frame per animation callback, and the next call that must wait for
 * the GPU (a shader link, a read-back) stalls for seconds. A fence after each frame tells, without
 * blocking, whether the GPU has caught up.
 */
export const MAX_FRAMES_IN_FLIGHT = 2;

export class FramePacer {
  private readonly fences: WebGLSync[] = [];

  constructor(private readonly gl: WebGL2RenderingContext) {}

  /** Whether a new frame may be submitted now; drops fences the GPU has passed. */
  ready(): boolean {
    const { gl } = this;
    while (this.fences.length > 0) {
      const oldest = this.fences[0] as WebGLSync;
      if (gl.getSyncParameter(oldest, gl.SYNC_STATUS) !== gl.SIGNALED) break;
      gl.deleteSync(oldest);
      this.fences.shift();
    }
    return this.fences.length < MAX_FRAMES_IN_FLIGHT;
  }

  /** Whether the GPU has finished every frame submitted. */
  idle(): boolean {
    this.ready();
    return this.fences.length === 0;
  }

  /** Marks the end of a submitted frame. */
  submitted(): void {
    const fence = this.gl.fenceSync(this.gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
    if (fence !== null) this.fences.push(fence);
    this.gl.flush();
  }

  /** Forgets the frames in flight: for work the caller already waited for (the warm-up's links). */
  reset(): void {
    this.destroy();
  }

  destroy(): void {
    for (const fence of this.fences) this.gl.deleteSync(fence);
    this.fences.length = 0;
  }
}
