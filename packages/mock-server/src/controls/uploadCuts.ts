/**
 * Fault control of the resumable uploads: cut the connection of an upload when the bytes the
 * platform holds reach a given offset, so a test sees exactly what a dropped network does
 * mid-upload (the bytes up to the cut are kept; the client resumes from there).
 */
export interface UploadCutInput {
  /** Cut when the upload's stored bytes reach this offset (the connection carrying it drops). */
  afterBytes: number;
  /** Only this upload (its id, e.g. `mup_1012`); any upload when omitted. */
  uploadId?: string;
  /** How many connections to cut before the rule retires; default 1. */
  times?: number;
}

export interface UploadCutRule extends Required<Omit<UploadCutInput, 'uploadId'>> {
  id: string;
  uploadId: string | null;
  /** Connections cut so far. */
  cuts: number;
}

export class UploadCutRules {
  private rules: UploadCutRule[] = [];
  private counter = 0;

  add(input: UploadCutInput): UploadCutRule {
    this.counter += 1;
    const rule: UploadCutRule = {
      id: `cut_${this.counter}`,
      afterBytes: input.afterBytes,
      uploadId: input.uploadId ?? null,
      times: input.times ?? 1,
      cuts: 0,
    };
    this.rules.push(rule);
    return { ...rule };
  }

  list(): UploadCutRule[] {
    return this.rules.map((rule) => ({ ...rule }));
  }

  clear(): void {
    this.rules = [];
  }

  /**
   * For a write to `uploadId` starting at `offset`: how many bytes may pass before the cut, or
   * null when no rule applies (a rule only applies while its offset is still ahead).
   */
  budgetFor(uploadId: string, offset: number): { bytes: number; ruleId: string } | null {
    const rule = this.rules.find(
      (r) => (r.uploadId === null || r.uploadId === uploadId) && r.afterBytes > offset,
    );
    return rule ? { bytes: rule.afterBytes - offset, ruleId: rule.id } : null;
  }

  /** The rule cut a connection: counts it and retires the rule when its times ran out. */
  recordCut(ruleId: string): void {
    const rule = this.rules.find((r) => r.id === ruleId);
    if (!rule) return;
    rule.cuts += 1;
    if (rule.cuts >= rule.times) this.rules = this.rules.filter((r) => r.id !== ruleId);
  }
}
