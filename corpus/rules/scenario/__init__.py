"""Scenario files: reading and checking them, setting up their game, running and checking it."""
