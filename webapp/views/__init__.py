"""The site's blueprints, one per area."""
