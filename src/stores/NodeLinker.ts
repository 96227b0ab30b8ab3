/**
 * Node linking in the editor (src/model/commands/nodeLinking.ts): started from the one selected node with
 * the type new connections get, it connects the nodes the user then selects, until it ends or is cancelled.
 */
import { action, computed, makeObservable, observableRef } from 'mobx';
import type { EditResult } from '../model/actions/types';
import {
  NOT_LINKING,
  type NodeLinking,
  selectWhileLinking,
  startLinking,
} from '../model/commands/nodeLinking';
import type { MapEditorStore } from './MapEditorStore';
import { SAVE_MESSAGES } from './saveMessages';

export const LINKING_MESSAGES = {
  selectOne: 'Select one node to link from.',
} as const;

export class NodeLinker {
  state: NodeLinking = NOT_LINKING;

  constructor(private readonly editor: MapEditorStore) {
    makeObservable(this, {
      state: observableRef,
      from: computed,
      start: action,
      cancel: action,
      select: action,
    });
  }

  /** The node linking starts from, while linking (null once it is gone). */
  get from(): { id: string; title: string } | null {
    const { state } = this;
    if (state.status === 'idle') return null;
    const node = this.editor.document.map?.nodes.find((candidate) => candidate.id === state.fromId);
    return node ? { id: node.id, title: node.title } : null;
  }

  /** Starts linking from the selected node; the reason it cannot, or null once it has. */
  start(): string | null {
    const type = this.editor.newConnectionType;
    if (!this.editor.canEdit || type === null) return SAVE_MESSAGES.readOnly;
    const selected = this.editor.selectedNodes;
    const only = selected.length === 1 ? selected[0] : undefined;
    if (!only) return LINKING_MESSAGES.selectOne;
    this.state = startLinking(only.id, type);
    return null;
  }

  cancel(): void {
    this.state = NOT_LINKING;
  }

  /**
   * The user selected `nodeId`: while linking, a connection to it (refusals such as a duplicate are
   * answered, and linking goes on as the rules say); null when not linking or nothing is linked.
   */
  select(nodeId: string): EditResult | null {
    if (this.state.status === 'linking' && (!this.editor.canEdit || this.from === null)) {
      this.state = NOT_LINKING;
      return null;
    }
    const { link, next } = selectWhileLinking(this.state, nodeId);
    this.state = next;
    return link ? this.editor.connect(link.from, link.to, link.type) : null;
  }
}
