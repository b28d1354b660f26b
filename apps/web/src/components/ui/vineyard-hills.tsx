/** Original hero artwork: rows of vines over rolling hills at dusk, drawn as scalable vector shapes. */
export function VineyardHills({ className }: { className?: string }) {
  const rows = Array.from({ length: 9 }, (_, i) => i);
  return (
    <svg className={className} viewBox="0 0 1200 520" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2a0f1a" />
          <stop offset="0.55" stopColor="#6b2439" />
          <stop offset="1" stopColor="#c98a5a" />
        </linearGradient>
        <linearGradient id="hill-far" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4b1f2d" />
          <stop offset="1" stopColor="#2c1219" />
        </linearGradient>
        <linearGradient id="hill-near" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3a2a1c" />
          <stop offset="1" stopColor="#1d140d" />
        </linearGradient>
      </defs>
      <rect width="1200" height="520" fill="url(#sky)" />
      <circle cx="930" cy="300" r="70" fill="#f2c98a" opacity="0.85" />
      <path d="M0 330 C 200 260 380 300 560 270 S 900 240 1200 300 V520 H0Z" fill="url(#hill-far)" />
      <path d="M0 400 C 240 330 520 380 760 340 S 1080 330 1200 360 V520 H0Z" fill="url(#hill-near)" />
      {rows.map((i) => (
        <path
          key={i}
          d={`M${-40 + i * 10} ${430 + i * 11} C ${300 + i * 8} ${380 + i * 12} ${700 - i * 6} ${410 + i * 10} ${1240} ${380 + i * 14}`}
          stroke="#5d7a3a"
          strokeOpacity={0.35 + i * 0.06}
          strokeWidth={3 + i * 0.6}
          strokeDasharray={`${2 + i} ${7 + i}`}
          fill="none"
        />
      ))}
    </svg>
  );
}
