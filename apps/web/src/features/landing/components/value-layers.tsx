import { HeartPulse, Layers, TrendingUp, type LucideIcon } from "lucide-react";

interface Layer {
  icon: LucideIcon;
  step: string;
  title: string;
  text: string;
}

const layers: Layer[] = [
  {
    icon: HeartPulse,
    step: "Layer 1",
    title: "Clear your mind",
    text: "Offload every worry, idea and to-do the moment it appears. Less to hold on to, more room to breathe.",
  },
  {
    icon: Layers,
    step: "Layer 2",
    title: "Organised automatically",
    text: "Each thought gets a domain, a title and a priority, and joins the project or person it belongs to.",
  },
  {
    icon: TrendingUp,
    step: "Layer 3",
    title: "Value over time",
    text: "Patterns in what you think about show where your time and money go, and what they could be worth.",
  },
];

export function ValueLayers() {
  return (
    <section className="landing-section" aria-labelledby="layers-title">
      <h2 id="layers-title">Three layers of value</h2>
      <ul className="layer-grid">
        {layers.map(({ icon: Icon, step, title, text }) => (
          <li key={step} className="layer-card">
            <Icon size={28} aria-hidden="true" className="layer-icon" />
            <p className="layer-step">{step}</p>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
