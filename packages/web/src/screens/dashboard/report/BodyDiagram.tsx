import {
  BODY_REGIONS,
  ESCORE_SCALE,
  eScoreStepOf,
  type BodyRegion,
  type FindingRegion,
} from '@scanwise/core';
import { useId, type ReactElement } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import escore from './eScore.module.css';
import styles from './BodyDiagram.module.css';

/**
 * The regions of a simple, hand-drawn front view (viewBox 0 0 330 400, the figure centred on
 * x = 90): each region's shapes, the point its label's leader line starts from and the label's
 * height on the right.
 */
const SHAPES: Readonly<
  Record<
    BodyRegion,
    {
      readonly paths: readonly string[];
      readonly anchor: readonly [number, number];
      readonly labelY: number;
    }
  >
> = {
  head: {
    paths: ['M90 8c14 0 24 12 24 28s-10 28-24 28-24-12-24-28S76 8 90 8Z'],
    anchor: [112, 32],
    labelY: 32,
  },
  neck: { paths: ['M80 62h20l2 16H78Z'], anchor: [101, 70], labelY: 74 },
  chest: {
    paths: ['M58 82Q90 74 122 82l6 68H52Z'],
    anchor: [124, 112],
    labelY: 116,
  },
  abdomen: { paths: ['M52 150h76l-2 55H54Z'], anchor: [126, 178], labelY: 170 },
  pelvis: {
    paths: ['M54 205h72l6 40Q90 262 48 245Z'],
    anchor: [130, 226],
    labelY: 224,
  },
  limbs: {
    paths: [
      'M54 86Q40 88 36 104L22 208q6 6 14 2l14-86Z',
      'M126 86q14 2 18 18l14 104q-6 6-14 2l-14-86Z',
      'M50 247q20 11 38 11l-4 126q-10 6-20 2Z',
      'M130 247q-20 11-38 11l4 126q10 6 20 2Z',
    ],
    anchor: [110, 320],
    labelY: 320,
  },
};

const LABEL_X = 188;

export interface BodyDiagramProps {
  /** The regions with findings (core `arrangeReportFindings`), head to toe. */
  readonly regions: readonly FindingRegion[];
}

/**
 * Where the report's findings are, on a simple front view of the body (docs/adr/0109). A region
 * with findings is filled with a hatch in the colour of its highest eScore and labelled in bold
 * with its count; the others are plain and labelled quietly. Colour is never the only signal: the
 * hatch, the label and the count say it too, and the image's text alternative lists the regions.
 * The links to the groups are beside the figure (an image holds no links).
 */
export function BodyDiagram({ regions }: BodyDiagramProps): ReactElement {
  const { t } = useTranslation();
  const idBase = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const patternId = (band: string): string => `${idBase}-hatch-${band}`;
  const byRegion = new Map(regions.map((entry) => [entry.region, entry]));
  const regionName = (region: BodyRegion): string => t(`dashboard.digitalReport.regions.${region}`);
  const alternative =
    regions.length === 0
      ? t('dashboard.digitalReport.diagram.altNone')
      : t('dashboard.digitalReport.diagram.alt', {
          regions: regions
            .map((entry) =>
              t('dashboard.digitalReport.diagram.regionCount', {
                region: regionName(entry.region),
                count: entry.findingCount,
              }),
            )
            .join('; '),
        });
  return (
    <svg
      className={styles.diagram}
      viewBox="0 0 330 400"
      role="img"
      aria-label={alternative}
      focusable="false"
    >
      <defs>
        {[...ESCORE_SCALE.map((step) => step.band), 'none'].map((band) => (
          <pattern
            key={band}
            id={patternId(band)}
            className={escore.band}
            data-band={band === 'none' ? undefined : band}
            width="8"
            height="8"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect className={styles.hatchGround} width="8" height="8" />
            <line className={styles.hatchLine} x1="0" y1="0" x2="0" y2="8" />
          </pattern>
        ))}
      </defs>
      {BODY_REGIONS.map((region) => {
        const shape = SHAPES[region];
        const entry = byRegion.get(region);
        const band = entry ? (eScoreStepOf(entry.highestEScore)?.band ?? 'none') : undefined;
        const [x, y] = shape.anchor;
        return (
          <g
            key={region}
            className={styles.region}
            data-region={region}
            data-highlighted={entry ? true : undefined}
          >
            {shape.paths.map((path) => (
              <path
                key={path}
                className={styles.shape}
                d={path}
                fill={band ? `url(#${patternId(band)})` : undefined}
              />
            ))}
            <polyline
              className={styles.leader}
              points={`${x},${y} ${LABEL_X - 20},${shape.labelY} ${LABEL_X - 6},${shape.labelY}`}
            />
            <text className={styles.label} x={LABEL_X} y={shape.labelY}>
              {regionName(region)}
              {entry ? (
                <tspan className={styles.count} x={LABEL_X} dy="18">
                  {t('dashboard.digitalReport.findingCount', { count: entry.findingCount })}
                </tspan>
              ) : null}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
